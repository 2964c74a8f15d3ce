import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useGenerateWeeklyPlanMutation,
  type AnalysisDto,
  type NutritionAnswersDto,
  type WorkoutAnswersDto,
} from '@fitness/api-client';
import { ROUTES, WEEKLY_PLAN_FORM_TEXTS, type WeeklyPlanType } from '@fitness/contracts';
import { toast } from '@fitness/ui';
import { saveWeeklyPlan } from '../weekly-plan/weekly-plan-storage';
import { failureKind } from './api-failure';

export type WeeklyPlanRequest =
  { type: 'workout'; answers: WorkoutAnswersDto } | { type: 'nutrition'; answers: NutritionAnswersDto };

function failureDescription(error: unknown): string {
  const texts = WEEKLY_PLAN_FORM_TEXTS.failed;
  switch (failureKind(error)) {
    case 'rateLimited':
      return texts.rateLimited;
    case 'unavailable':
      return texts.unavailable;
    case 'notFound':
    case 'other':
      return texts.generic;
  }
}

/**
 * Spec §4 weekly plan generation: submit, blocking dialog while pending, then save the plan in session storage and
 * go to /weekly-plan. A failure (not shown by the spec) closes the dialog and raises a destructive toast.
 */
export function useWeeklyPlanGeneration(analysis: AnalysisDto) {
  const [generate] = useGenerateWeeklyPlanMutation();
  const [pendingType, setPendingType] = useState<WeeklyPlanType | null>(null);
  const navigate = useNavigate();

  const request = async (form: WeeklyPlanRequest) => {
    if (pendingType) return;
    const { type } = form;
    setPendingType(type);
    try {
      const { plan } = await generate({
        body: { ...form, analysisId: analysis.id, userAnalysis: analysis.analysisResults },
      }).unwrap();
      saveWeeklyPlan(window.sessionStorage, { type, plan, userId: analysis.userId });
      setPendingType(null);
      void navigate(ROUTES.weeklyPlan);
    } catch (error) {
      setPendingType(null);
      toast({
        variant: 'destructive',
        title: WEEKLY_PLAN_FORM_TEXTS.failed.title,
        description: failureDescription(error),
      });
    }
  };

  return { pendingType, request };
}
