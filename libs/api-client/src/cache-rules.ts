import { fitnessGeneratedApi } from './generated/api.generated';

// What a write makes stale comes from the contract (x-invalidates, see openapi-codegen.config.cjs). What stays here is
// the client's own choice: a person's whole data is read only to be saved as a file, so it is dropped from the store
// once the page that asked closes.
fitnessGeneratedApi.enhanceEndpoints({
  endpoints: {
    exportPersonData: { keepUnusedDataFor: 0 },
    exportPersonAnalysesCsv: { keepUnusedDataFor: 0 },
  },
});
