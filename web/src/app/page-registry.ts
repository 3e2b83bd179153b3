import type { ComponentType } from 'react';
import type { AppPath } from '#shared/access/app-paths';

export type PageLoader = () => Promise<ComponentType>;

// Each loader is its own dynamic import so that every page is a chunk fetched on first visit.
const safetyTools: PageLoader = () => import('#web/features/safety/SafetyToolsPage.tsx').then((m) => m.SafetyToolsPage);
const safetySignedOut: PageLoader = () => import('#web/features/safety/SafetySignedOutPage.tsx').then((m) => m.SafetySignedOutPage);
const oauthAuthorize: PageLoader = () => import('#web/features/oauth/OAuthAuthorizePage.tsx').then((m) => m.OAuthAuthorizePage);
const oauthCallback: PageLoader = () => import('#web/features/oauth/OAuthCallbackPage.tsx').then((m) => m.OAuthCallbackPage);
const gettingStarted: PageLoader = () => import('#web/features/helpdesk/GettingStartedPage.tsx').then((m) => m.GettingStartedPage);
const landing: PageLoader = () => import('#web/features/shell/LandingPage.tsx').then((m) => m.LandingPage);
const login: PageLoader = () => import('#web/features/shell/LoginPage.tsx').then((m) => m.LoginPage);
const logout: PageLoader = () => import('#web/features/shell/LogoutPage.tsx').then((m) => m.LogoutPage);
const restart: PageLoader = () => import('#web/features/shell/RestartPage.tsx').then((m) => m.RestartPage);
const account: PageLoader = () => import('#web/features/account/AccountPage.tsx').then((m) => m.AccountPage);
const manageAccounts: PageLoader = () => import('#web/features/accounts/ManageAccountsPage.tsx').then((m) => m.ManageAccountsPage);
const userProfile: PageLoader = () => import('#web/features/account/UserProfilePage.tsx').then((m) => m.UserProfilePage);
const bookmarks: PageLoader = () => import('#web/features/bookmarks/BookmarksPage.tsx').then((m) => m.BookmarksPage);
const reportingTools: PageLoader = () => import('#web/features/reports/ReportingToolsPage.tsx').then((m) => m.ReportingToolsPage);
const dashboardTools: PageLoader = () => import('#web/features/reports/ReportingToolsPage.tsx').then((m) => m.DashboardToolsPage);
const ivmr: PageLoader = () => import('#web/features/reports/ivmr/IvmrPage.tsx').then((m) => m.IvmrPage);
const ivmrTemplate: PageLoader = () => import('#web/features/reports/ivmr/IvmrTemplatePage.tsx').then((m) => m.IvmrTemplatePage);
const settlementAnalysis: PageLoader = () => import('#web/features/reports/profitability/ProfitabilityPage.tsx').then((m) => m.ProfitabilityPage);
const oldReportingTools: PageLoader = () => import('#web/features/reports/OldReportingToolsPage.tsx').then((m) => m.OldReportingToolsPage);
const smsStatus: PageLoader = () => import('#web/features/chat/OutboxPage.tsx').then((m) => m.OutboxPage);
const payrollTools: PageLoader = () => import('#web/features/payroll/tools/PayrollToolsPage.tsx').then((m) => m.PayrollToolsPage);
const payrollReports: PageLoader = () => import('#web/features/payroll/reports/PayrollReportsPage.tsx').then((m) => m.PayrollReportsPage);
const payrollData: PageLoader = () => import('#web/features/payroll/reports/PayrollDataPage.tsx').then((m) => m.PayrollDataPage);
const calculatePayroll: PageLoader = () => import('#web/features/payroll/calculate/CalculatePayrollPage.tsx').then((m) => m.CalculatePayrollPage);
const payrollSettings: PageLoader = () => import('#web/features/payroll/settings/PaySettingsPage.tsx').then((m) => m.PaySettingsPage);
const settlementAdjustments: PageLoader = () => import('#web/features/payroll/settlements/SettlementAdjustmentsPage.tsx').then((m) => m.SettlementAdjustmentsPage);
const payDocLink: PageLoader = () => import('#web/features/payroll/paydoc/PayDocLinkPage.tsx').then((m) => m.PayDocLinkPage);
const weekBoard: PageLoader = () => import('#web/features/schedules/WeekBoardPage.tsx').then((m) => m.WeekBoardPage);
const scheduleDay: PageLoader = () => import('#web/features/schedules/DayListPage.tsx').then((m) => m.DayListPage);
const driverScheduleTool: PageLoader = () => import('#web/features/schedules/DriverScheduleToolPage.tsx').then((m) => m.DriverScheduleToolPage);
const driverSchedule: PageLoader = () => import('#web/features/schedules/DriverSchedulePage.tsx').then((m) => m.DriverSchedulePage);
const driverSheets: PageLoader = () => import('#web/features/schedules/DriverSheetsPage.tsx').then((m) => m.DriverSheetsPage);
const driverTimeclock: PageLoader = () => import('#web/features/timekeeping/DriverTimeclockPage.tsx').then((m) => m.DriverTimeclockPage);
const timecardAdmin: PageLoader = () => import('#web/features/timekeeping/TimecardAdminPage.tsx').then((m) => m.TimecardAdminPage);
const driverDashboard: PageLoader = () => import('#web/features/driver/DriverDashboardPage.tsx').then((m) => m.DriverDashboardPage);
const maintenance: PageLoader = () => import('#web/features/maintenance/MaintenancePage.tsx').then((m) => m.MaintenancePage);
const serviceManager: PageLoader = () => import('#web/features/maintenance/ServiceManagerPage.tsx').then((m) => m.ServiceManagerPage);
const driverPay: PageLoader = () => import('#web/features/payroll/history/DriverPayPage.tsx').then((m) => m.DriverPayPage);
const tractorDashboard: PageLoader = () => import('#web/features/fleet/TractorDashboardPage.tsx').then((m) => m.TractorDashboardPage);
const tractorMobile: PageLoader = () => import('#web/features/fleet/TractorMobilePage.tsx').then((m) => m.TractorMobilePage);
const tractorStatus: PageLoader = () => import('#web/features/fleet/TractorStatusPage.tsx').then((m) => m.TractorStatusPage);
const manageInspections: PageLoader = () => import('#web/features/inspections/ManageInspectionsPage.tsx').then((m) => m.ManageInspectionsPage);
const managerInspections: PageLoader = () => import('#web/features/inspections/ManagerInspectionsPage.tsx').then((m) => m.ManagerInspectionsPage);
const orgInspections: PageLoader = () => import('#web/features/inspections/OrgInspectionsPage.tsx').then((m) => m.OrgInspectionsPage);
const repairQueue: PageLoader = () => import('#web/features/inspections/RepairQueuePage.tsx').then((m) => m.RepairQueuePage);
const reportedDefects: PageLoader = () => import('#web/features/inspections/ReportedDefectsMobilePage.tsx').then((m) => m.ReportedDefectsMobilePage);
const manageTractors: PageLoader = () => import('#web/features/fleet/ManageTractorsPage.tsx').then((m) => m.ManageTractorsPage);
const manageDrivers: PageLoader = () => import('#web/features/fleet/ManageDriversPage.tsx').then((m) => m.ManageDriversPage);
const driverProfile: PageLoader = () => import('#web/features/fleet/DriverProfilePage.tsx').then((m) => m.DriverProfilePage);
const manageLocations: PageLoader = () => import('#web/features/fleet/ManageLocationsPage.tsx').then((m) => m.ManageLocationsPage);

const mapView: PageLoader = () => import('#web/features/telematics/map/MapViewPage.tsx').then((m) => m.MapViewPage);
const mapViewMobile: PageLoader = () => import('#web/features/telematics/map/MapViewMobilePage.tsx').then((m) => m.MapViewMobilePage);
const myDocuments: PageLoader = () => import('#web/features/documents/MyDocumentsPage.tsx').then((m) => m.MyDocumentsPage);
const pdfViewer: PageLoader = () => import('#web/features/documents/PdfViewerPage.tsx').then((m) => m.PdfViewerPage);
const formTools: PageLoader = () => import('#web/features/forms/builder/FormToolsPage.tsx').then((m) => m.FormToolsPage);
const formBuilder: PageLoader = () => import('#web/features/forms/builder/FormBuilderPage.tsx').then((m) => m.FormBuilderPage);
const formTesting: PageLoader = () => import('#web/features/forms/builder/FormTestingPage.tsx').then((m) => m.FormTestingPage);
const mmrTemplate: PageLoader = () => import('#web/features/reports/mmr/MmrTemplatePage.tsx').then((m) => m.MmrTemplatePage);
const adjustmentTemplate: PageLoader = () => import('#web/features/payroll/adjustments/AdjustmentTemplatePage.tsx').then((m) => m.AdjustmentTemplatePage);
const formTemplate: PageLoader = () => import('#web/features/forms/builder/FormTemplatePage.tsx').then((m) => m.FormTemplatePage);
const driverForms: PageLoader = () => import('#web/features/forms/fill/DriverFormsPage.tsx').then((m) => m.DriverFormsPage);
const pretripInspection: PageLoader = () => import('#web/features/forms/fill/PretripPage.tsx').then((m) => m.PretripPage);
const linkInspection: PageLoader = () => import('#web/features/forms/fill/LinkInspectionPage.tsx').then((m) => m.LinkInspectionPage);
const register: PageLoader = () => import('#web/features/signup/RegisterPage.tsx').then((m) => m.RegisterPage);
const createCompany: PageLoader = () => import('#web/features/signup/CreateCompanyPage.tsx').then((m) => m.CreateCompanyPage);
const addressBook: PageLoader = () => import('#web/features/address-book/AddressBookPage.tsx').then((m) => m.AddressBookPage);
const companySetup: PageLoader = () => import('#web/features/company-setup/CompanySetupPage.tsx').then((m) => m.CompanySetupPage);
const companyUsage: PageLoader = () => import('#web/features/company-setup/UsagePage.tsx').then((m) => m.UsagePage);

export const notFoundPage: PageLoader = () => import('#web/features/shell/NotFoundPage.tsx').then((m) => m.NotFoundPage);

/**
 * The page of every product path. A path whose feature a later issue builds opens the honest
 * "not available yet" page; the compiler refuses a product path that has no entry here.
 */
export const pageLoaders: Record<AppPath, PageLoader> = {
  '/': landing,
  '/login': login,
  '/logout': logout,
  '/restart': restart,
  '/account': account,
  '/user-profile': userProfile,
  '/bookmarks': bookmarks,
  '/company-bookmarks': bookmarks,
  '/reporting-tools': reportingTools,
  '/Adjustment-Template': adjustmentTemplate,
  '/admin-forms': formBuilder,
  '/calculate-payroll': calculatePayroll,
  '/company-address-book': addressBook,
  '/company-setup': companySetup,
  '/company-setup/index-analytics-version': companyUsage,
  '/create-company': createCompany,
  '/dashboard-tools': dashboardTools,
  '/driver-dashboard': driverDashboard,
  '/driver-documents': driverPay,
  '/driver-forms': driverForms,
  '/driver-paydoc': payDocLink,
  '/driver-profile': driverProfile,
  '/driver-schedule': driverSchedule,
  '/driver-schedule-tool': driverScheduleTool,
  '/driver-sheets': driverSheets,
  '/driver-timeclock': driverTimeclock,
  '/FORM-Template': formTemplate,
  '/form-testing': formTesting,
  '/form-tools': formTools,
  '/getting-started': gettingStarted,
  '/inspection-form': linkInspection,
  '/IVMR': ivmr,
  '/IVMR-Template': ivmrTemplate,
  '/logout/lytx-tools': safetySignedOut,
  '/maintenance': maintenance,
  '/maintenance-mobile': serviceManager,
  '/manage-accounts': manageAccounts,
  '/manage-drivers': manageDrivers,
  '/manage-inspections': manageInspections,
  '/manage-locations': manageLocations,
  '/manage-tractors': manageTractors,
  '/manager-inspections': managerInspections,
  '/map-view': mapView,
  '/map-view-mobile': mapViewMobile,
  '/MMR-Template': mmrTemplate,
  '/old_reporting-tools': oldReportingTools,
  '/Org-manage-inspections': orgInspections,
  '/payroll-settings': payrollSettings,
  '/pdf-viewer': pdfViewer,
  '/pretrip-safety-inspection': pretripInspection,
  '/records-trip-legs': () => import('#web/features/trips/TripLegsPage.tsx').then((m) => m.TripLegsPage),
  '/register': register,
  '/reported-defects-mobile': reportedDefects,
  '/safety-tools': safetyTools,
  '/schedule-tool': scheduleDay,
  '/schedule-tools': weekBoard,
  '/settlement-adjustments': settlementAdjustments,
  '/settlement-analysis': settlementAnalysis,
  '/statement-tools': () => import('#web/features/trips/StatementToolsPage.tsx').then((m) => m.StatementToolsPage),
  '/timecard-admin': timecardAdmin,
  '/tractor-dashboard': tractorDashboard,
  '/tractor-dashboard-mobile': tractorMobile,
  '/tractor-documents': myDocuments,
  '/tractor-repair-tools': repairQueue,
  '/tractor-status': tractorStatus,
  '/communications/sms-status': smsStatus,
  '/oauth/callback': oauthCallback,
  '/oauth/authorize': oauthAuthorize,
  '/imports': () => import('#web/features/imports/ImportsPage.tsx').then((m) => m.ImportsPage),
  '/report-link': () => import('#web/features/reports/scheduled/ReportLinkPage.tsx').then((m) => m.ReportLinkPage),
  '/payroll-tools': payrollTools,
  '/payroll-reports': payrollReports,
  '/payroll-data': payrollData,
};
