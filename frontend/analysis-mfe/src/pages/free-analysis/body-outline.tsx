import type { PhotoView } from './use-photo-slots';

/** A schematic of the pose each photo should show (spec §2: each zone has an example image). */
export function BodyOutline({ view, label }: { view: PhotoView; label: string }) {
  return (
    <svg className="free-analysis-zone__example" viewBox="0 0 80 160" role="img" aria-label={label}>
      <circle cx="40" cy="18" r="12" />
      {view === 'front' ? (
        <path d="M22 36h36l6 52h-8l-4-34v96h-10V104h-4v46h-10V54l-4 34h-8z" />
      ) : (
        <path d="M32 36h16l4 52h-6l-2-30v92h-10V104h-2v46h-6V58l-2 30h-6z" />
      )}
    </svg>
  );
}
