import { createContext, useCallback, useContext, useEffect, useState } from 'react';

type Report = (section: string, unsaved: boolean) => void;

const UnsavedContext = createContext<Report>(() => {});
export const UnsavedSections = UnsavedContext.Provider;

/** A section's form tells the settings screen whether it holds unsaved edits (the screen asks before the page is left). */
export function useReportUnsaved(section: string, unsaved: boolean): void {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report(section, unsaved);
    return () => report(section, false);
  }, [report, section, unsaved]);
}

/** The screen's side: whether any section holds unsaved edits, and the `report` its sections call. */
export function useUnsavedSections(): { unsaved: boolean; report: Report } {
  const [sections, setSections] = useState<Record<string, boolean>>({});
  const report = useCallback<Report>((section, unsaved) => {
    setSections((prev) => (prev[section] === unsaved ? prev : { ...prev, [section]: unsaved }));
  }, []);
  return { unsaved: Object.values(sections).some(Boolean), report };
}
