// The weekly plan page lives in ./weekly-plan; this module keeps the path remote-app.tsx imports.
export { WeeklyPlanPage } from './weekly-plan/weekly-plan-page';
