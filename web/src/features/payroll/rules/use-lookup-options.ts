import { useEffect, useState } from 'react';
import { listDomiciles, listDriverLookups, listTractors } from '#web/api/payroll-rules.ts';

export interface LookupOption {
  value: string;
  label: string;
}

export interface LookupOptions {
  drivers: LookupOption[] | null;
  domiciles: LookupOption[] | null;
  tractors: LookupOption[] | null;
}

/** Drivers, domiciles and tractors to choose from; a list the API cannot give stays null (typed ids then). */
export function useLookupOptions(): LookupOptions {
  const [options, setOptions] = useState<LookupOptions>({ drivers: null, domiciles: null, tractors: null });
  useEffect(() => {
    let live = true;
    const put = (key: keyof LookupOptions) => (list: LookupOption[]) => live && setOptions((o) => ({ ...o, [key]: list }));
    const ignore = () => undefined;
    listDriverLookups()
      .then((ds) => ds.map((d) => ({ value: d.DriverID, label: `${d.DisplayName || `${d.FirstName} ${d.LastName}`} (${d.DriverID})` })))
      .then(put('drivers'), ignore);
    listDomiciles()
      .then((ds) => ds.map((d) => ({ value: d.id, label: `${d.id} – ${d.name}` })))
      .then(put('domiciles'), ignore);
    listTractors()
      .then((ts) => ts.map((v) => ({ value: v.VehicleID, label: v.VehicleID })))
      .then(put('tractors'), ignore);
    return () => {
      live = false;
    };
  }, []);
  return options;
}
