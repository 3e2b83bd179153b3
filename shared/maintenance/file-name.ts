/**
 * The saved invoice file name (spec part 2 §5, fleet-rules "Maintenance records"):
 * `{VehicleID}_{ServiceProvider without non-alphanumerics}-{ServiceNo}{ext}`, only when ServiceNo,
 * ServiceProvider, VehicleID and filename are all non-empty; otherwise the file name stays as it was.
 * `ext` is the original name's extension with its dot, as it was.
 */
export interface FileNameParts {
  VehicleID?: string | null;
  ServiceProvider?: string | null;
  ServiceNo?: string | null;
  filename?: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export function extensionOf(filename: string): string {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
}

export function maintenanceFileName(parts: FileNameParts): string | undefined {
  const { VehicleID, ServiceProvider, ServiceNo, filename } = parts;
  if (blank(VehicleID) || blank(ServiceProvider) || blank(ServiceNo) || blank(filename)) return filename ?? undefined;
  const provider = ServiceProvider!.replace(/[^A-Za-z0-9]/g, '');
  return `${VehicleID}_${provider}-${ServiceNo}${extensionOf(filename!)}`;
}
