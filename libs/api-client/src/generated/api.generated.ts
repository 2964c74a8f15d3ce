import { fitnessApi as api } from '../base-api';
export const addTagTypes = ['health', 'coaching'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/ready` }),
        providesTags: ['health'],
      }),
      listTrainers: build.query<ListTrainersApiResponse, ListTrainersApiArg>({
        query: () => ({ url: `/api/trainers` }),
        providesTags: ['coaching'],
      }),
      getTrainerAvatar: build.query<GetTrainerAvatarApiResponse, GetTrainerAvatarApiArg>({
        query: (queryArg) => ({ url: `/api/trainers/${queryArg.id}/avatar.svg` }),
        providesTags: ['coaching'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as fitnessGeneratedApi };
export type GetHealthApiResponse = /** status 200  */ LivenessDto;
export type GetHealthApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ ReadinessDto;
export type GetReadinessApiArg = void;
export type ListTrainersApiResponse = /** status 200  */ TrainerDto[];
export type ListTrainersApiArg = void;
export type GetTrainerAvatarApiResponse = /** status 200 SVG image */ string;
export type GetTrainerAvatarApiArg = {
  id: string;
};
export type LivenessDto = {
  status: 'ok';
};
export type DatabaseStatusDto = {
  name: 'postgres' | 'pglite';
  ok: boolean;
};
export type QueueStatusDto = {
  name: 'bullmq' | 'in-process';
  ok: boolean;
};
export type ReadinessDto = {
  database: DatabaseStatusDto;
  queue: QueueStatusDto;
  status: 'ready' | 'not_ready';
};
export type TrainerDto = {
  /** Image URL on this server (root-relative unless PUBLIC_BASE_URL is set) */
  avatar: string;
  certifications: string;
  /** Years of experience */
  experience: number;
  /** Dollars per hour */
  hourlyRate: number;
  id: string;
  name: string;
  /** Whole number of stars, 0-5 */
  rating: number;
  specialization: string;
};
export type ApiErrorBodyDto = {
  /** Stable machine-readable code */
  code: string;
  /** Per-field reasons, keyed by dotted path */
  details?: {
    [key: string]: string[];
  };
  message: string;
  /** Echoes the x-request-id response header */
  requestId: string;
  statusCode: number;
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
  useListTrainersQuery,
  useLazyListTrainersQuery,
  useGetTrainerAvatarQuery,
  useLazyGetTrainerAvatarQuery,
} = injectedRtkApi;
