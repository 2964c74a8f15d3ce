import { writeFileSync } from 'node:fs';
import { generateTwelveWeekPlan } from '@fitness/engine';
import { PdfRenderer } from './src/infra/pdf/pdf-renderer';
import { renderAiPlanPdf } from './src/infra/pdf/ai-plan-pdf';
import { renderAiPlanHtml } from './src/infra/pdf/render-ai-plan-html';
const answers: any = { name: 'Alex <b>Morgan</b>', email: 'a@b.c', age: '25-34', gender: 'female', fitnessLevel: 'intermediate', workoutFrequency: '3-4-times', primaryGoal: 'lose-weight', previousInjuries: 'left knee meniscus', equipmentAccess: 'full-gym', timeCommitment: '45-60-min', cookingFrequency: 'few-times-week', mealPrepTime: '30-min', dietaryRestrictions: ['Vegetarian'], workSchedule: '9-5-weekdays', sleepHours: '7-8-hours' };
const context: any = { stats: { age: 30, gender: 'female', height: '170', weight: '82', goal: 'lose_fat', activityLevel: 'moderately_active' }, results: { bodyFatPercentage: 31.2, bodyFatRange: { low: 27, high: 35 }, fitnessAge: 33, overallScore: 60, insights: ['Insight one.'] } };
async function main() {
  const plan = generateTwelveWeekPlan(answers, context);
  const doc = { plan, person: { name: answers.name }, numbers: { bodyFatPercentage: 31.2, bodyFatRange: { low: 27, high: 35 }, fitnessAge: 33, overallScore: 60, weightKg: 82, heightCm: 170 }, generatedOn: '25 November 2026' };
  writeFileSync('/tmp/plan.html', renderAiPlanHtml(doc));
  const r = new PdfRenderer({ executablePath: '/usr/bin/chromium', maxConcurrentPages: 2 });
  let t = Date.now(); const pdf = await renderAiPlanPdf(r, doc); console.log('cold', Date.now() - t, pdf.length);
  for (let i = 0; i < 3; i++) { t = Date.now(); await renderAiPlanPdf(r, doc); console.log('warm', Date.now() - t); }
  writeFileSync('/tmp/plan.pdf', pdf);
  // screenshots of the print layout for review
  const b = await (r as any).warmBrowser(); const page = await b.newPage(); await page.setViewport({ width: 794, height: 1123 }); await page.emulateMediaType('print'); await page.setContent(renderAiPlanHtml(doc));
  await page.screenshot({ path: '/tmp/pdf-1.png', clip: { x: 0, y: 0, width: 794, height: 1123 } });
  const y = await page.evaluate(() => (document.querySelector('.phase') as HTMLElement).offsetTop);
  await page.screenshot({ path: '/tmp/pdf-2.png', clip: { x: 0, y, width: 794, height: 1123 } });
  const y2 = await page.evaluate(() => (document.querySelector('.nutrition-phase') as HTMLElement).offsetTop);
  await page.screenshot({ path: '/tmp/pdf-3.png', clip: { x: 0, y: y2, width: 794, height: 1123 } });
  await r.close();
}
main();
