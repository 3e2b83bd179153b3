/**
 * Every page path of the product (spec part 1 §2.1 plus "also named elsewhere"), declared once as data:
 * the SPA's router builds one lazy route per entry and the route guard matches against the same list.
 *
 * `layout`: `app` pages render inside the signed-in user's layout (admin or driver, by role); the other
 * values are the spec's stand-alone frames (§2.3) for pages that work without the app's menus.
 * `area`: the product area the page belongs to, so an unbuilt page can name the part of the product it is.
 */
export type PathLayout = 'app' | 'landing' | 'outside' | 'form' | 'report' | 'paydoc' | 'default';

export type FeatureArea =
  | 'shell'
  | 'account'
  | 'bookmarks'
  | 'company'
  | 'payroll'
  | 'chat'
  | 'drivers'
  | 'schedule'
  | 'tractors'
  | 'maintenance'
  | 'inspections'
  | 'forms'
  | 'reports'
  | 'timekeeping'
  | 'map'
  | 'integrations'
  | 'imports';

export interface AppPathDef {
  /** The path as the spec spells it, without its parameter. */
  readonly path: string;
  /** A trailing path parameter, e.g. `{id}` of `/payroll-tools/{id}`. */
  readonly param?: { readonly name: string; readonly optional: boolean };
  readonly layout: PathLayout;
  readonly area: FeatureArea;
  /** `2.1` for the spec's route list, `elsewhere` for paths the spec names in passing, `product` for a page the product adds. */
  readonly source: '2.1' | 'elsewhere' | 'product';
}

const id = (optional: boolean) => ({ name: 'id', optional }) as const;

export const appPaths = [
  { path: '/', layout: 'landing', area: 'shell', source: '2.1' },
  { path: '/account', layout: 'app', area: 'account', source: '2.1' },
  { path: '/Adjustment-Template', layout: 'form', area: 'payroll', source: '2.1' },
  { path: '/admin-forms', layout: 'app', area: 'forms', source: '2.1' },
  { path: '/bookmarks', layout: 'app', area: 'bookmarks', source: '2.1' },
  { path: '/calculate-payroll', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/company-address-book', layout: 'app', area: 'company', source: '2.1' },
  { path: '/company-bookmarks', layout: 'app', area: 'bookmarks', source: '2.1' },
  { path: '/company-setup', layout: 'app', area: 'company', source: '2.1' },
  { path: '/company-setup/index-analytics-version', layout: 'app', area: 'company', source: '2.1' },
  { path: '/create-company', layout: 'outside', area: 'company', source: '2.1' },
  { path: '/dashboard-tools', layout: 'app', area: 'reports', source: '2.1' },
  { path: '/driver-dashboard', layout: 'app', area: 'drivers', source: '2.1' },
  { path: '/driver-documents', layout: 'app', area: 'drivers', source: '2.1' },
  { path: '/driver-forms', layout: 'app', area: 'forms', source: '2.1' },
  { path: '/driver-paydoc', layout: 'paydoc', area: 'payroll', source: '2.1' },
  { path: '/driver-profile', layout: 'app', area: 'drivers', source: '2.1' },
  { path: '/driver-schedule', layout: 'default', area: 'schedule', source: '2.1' },
  { path: '/driver-schedule-tool', layout: 'app', area: 'schedule', source: '2.1' },
  { path: '/driver-sheets', layout: 'app', area: 'drivers', source: '2.1' },
  { path: '/driver-timeclock', layout: 'app', area: 'timekeeping', source: '2.1' },
  { path: '/FORM-Template', layout: 'form', area: 'forms', source: '2.1' },
  { path: '/form-testing', layout: 'app', area: 'forms', source: '2.1' },
  { path: '/form-tools', layout: 'app', area: 'forms', source: '2.1' },
  { path: '/getting-started', layout: 'app', area: 'integrations', source: '2.1' },
  { path: '/inspection-form', layout: 'form', area: 'inspections', source: '2.1' },
  { path: '/IVMR', layout: 'report', area: 'reports', source: '2.1' },
  { path: '/IVMR-Template', layout: 'report', area: 'reports', source: '2.1' },
  { path: '/login', layout: 'outside', area: 'shell', source: '2.1' },
  { path: '/logout', layout: 'outside', area: 'shell', source: '2.1' },
  { path: '/logout/lytx-tools', layout: 'outside', area: 'integrations', source: '2.1' },
  { path: '/maintenance', layout: 'app', area: 'maintenance', source: '2.1' },
  { path: '/maintenance-mobile', layout: 'app', area: 'maintenance', source: '2.1' },
  { path: '/manage-accounts', layout: 'app', area: 'company', source: '2.1' },
  { path: '/manage-drivers', layout: 'app', area: 'drivers', source: '2.1' },
  { path: '/manage-inspections', layout: 'app', area: 'inspections', source: '2.1' },
  { path: '/manage-locations', layout: 'app', area: 'map', source: '2.1' },
  { path: '/manage-tractors', layout: 'app', area: 'tractors', source: '2.1' },
  { path: '/manager-inspections', layout: 'app', area: 'inspections', source: '2.1' },
  { path: '/map-view', layout: 'app', area: 'map', source: '2.1' },
  { path: '/map-view-mobile', layout: 'app', area: 'map', source: '2.1' },
  { path: '/MMR-Template', layout: 'report', area: 'reports', source: '2.1' },
  { path: '/old_reporting-tools', layout: 'app', area: 'reports', source: '2.1' },
  { path: '/Org-manage-inspections', layout: 'app', area: 'inspections', source: '2.1' },
  { path: '/payroll-settings', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/pdf-viewer', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/pretrip-safety-inspection', layout: 'form', area: 'inspections', source: '2.1' },
  { path: '/records-trip-legs', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/register', layout: 'outside', area: 'company', source: '2.1' },
  { path: '/reported-defects-mobile', layout: 'app', area: 'inspections', source: '2.1' },
  { path: '/reporting-tools', layout: 'app', area: 'reports', source: '2.1' },
  { path: '/restart', layout: 'default', area: 'shell', source: '2.1' },
  { path: '/safety-tools', layout: 'app', area: 'integrations', source: '2.1' },
  { path: '/schedule-tool', layout: 'app', area: 'schedule', source: '2.1' },
  { path: '/schedule-tools', layout: 'app', area: 'schedule', source: '2.1' },
  { path: '/settlement-adjustments', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/settlement-analysis', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/statement-tools', layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/timecard-admin', layout: 'app', area: 'timekeeping', source: '2.1' },
  { path: '/tractor-dashboard', layout: 'app', area: 'tractors', source: '2.1' },
  { path: '/tractor-dashboard-mobile', layout: 'app', area: 'tractors', source: '2.1' },
  { path: '/tractor-documents', layout: 'app', area: 'tractors', source: '2.1' },
  { path: '/tractor-repair-tools', layout: 'app', area: 'maintenance', source: '2.1' },
  { path: '/tractor-status', layout: 'app', area: 'tractors', source: '2.1' },
  { path: '/user-profile', layout: 'app', area: 'account', source: '2.1' },
  { path: '/communications/sms-status', layout: 'app', area: 'chat', source: '2.1' },
  { path: '/oauth/callback', layout: 'default', area: 'integrations', source: '2.1' },
  { path: '/payroll-tools', param: id(true), layout: 'app', area: 'payroll', source: '2.1' },
  { path: '/payroll-reports', param: id(false), layout: 'app', area: 'payroll', source: 'elsewhere' },
  { path: '/payroll-data', param: id(false), layout: 'app', area: 'payroll', source: 'elsewhere' },
  { path: '/oauth/authorize', layout: 'default', area: 'integrations', source: 'elsewhere' },
  { path: '/imports', layout: 'app', area: 'imports', source: 'product' },
  { path: '/report-link', layout: 'default', area: 'reports', source: 'product' },
] as const satisfies readonly AppPathDef[];

/** One entry of the product paths, with its literal path. */
export type AppPathEntry = (typeof appPaths)[number];

/** A page path of the product, as the spec spells it (without its parameter). */
export type AppPath = AppPathEntry['path'];

/** The path in the spec's own notation, e.g. `/payroll-tools/{id}`. */
export function specPathOf(def: AppPathDef): string {
  return def.param ? `${def.path}/{${def.param.name}}` : def.path;
}

/** The path as a react-router pattern, e.g. `/payroll-tools/:id?`. */
export function routePatternOf(def: AppPathDef): string {
  if (!def.param) return def.path;
  return `${def.path}/:${def.param.name}${def.param.optional ? '?' : ''}`;
}

/** Lower-cased, without a trailing slash (the root stays `/`); paths are matched case-insensitively. */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The page a pathname opens, or undefined when it is not a page of the product (a 404). */
export function matchAppPath(pathname: string): AppPathEntry | undefined {
  const wanted = normalizePath(pathname);
  return appPaths.find((def: AppPathDef) => {
    const base = def.path.toLowerCase();
    if (wanted === base) return !def.param || def.param.optional;
    if (!def.param || !wanted.startsWith(`${base}/`)) return false;
    const rest = wanted.slice(base.length + 1);
    return rest.length > 0 && !rest.includes('/');
  });
}
