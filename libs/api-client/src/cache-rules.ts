import { fitnessGeneratedApi } from './generated/api.generated';

// The generator makes every POST invalidate its OpenAPI tag. These POSTs change nothing the pages have cached (an
// answer, a plan, an upload address), so they must not make the page download its analysis again.
fitnessGeneratedApi.enhanceEndpoints({
  endpoints: {
    askExpert: { invalidatesTags: [] },
    generateWeeklyPlan: { invalidatesTags: [] },
    createPhotoUpload: { invalidatesTags: [] },
    requestAccessLink: { invalidatesTags: [] },
    // Opening an emailed link or deleting a person changes which analyses this browser may read.
    redeemAccessLink: { invalidatesTags: ['analysis'] },
    deleteUser: { invalidatesTags: ['analysis'] },
    // Creating and confirming a payment changes no cached data; an unlock changes the analysis (hasExpertPlan).
    createPaymentIntent: { invalidatesTags: [] },
    createAiPlanPaymentIntent: { invalidatesTags: [] },
    confirmTestPayment: { invalidatesTags: [] },
    unlockExpertPlan: { invalidatesTags: ['analysis'] },
    recordPaymentSuccess: { invalidatesTags: ['analysis'] },
    // A person's whole data is read only to be saved as a file: dropped from the store once the page that asked closes.
    exportPersonData: { keepUnusedDataFor: 0 },
    exportPersonAnalysesCsv: { keepUnusedDataFor: 0 },
  },
});
