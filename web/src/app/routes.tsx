import { createElement, isValidElement } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/features/site-shell/site-layout';
import { AuthLayout } from './auth-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { LegacyDetailRedirect } from './legacy-detail-redirect';
import { adminDetailPaths, adminPaths, adminSetupPath, legacyAdminDetails, paths } from '@common/paths';
import { RootLayout } from './root-layout';

const p = (Component: LazyPage) => createElement(Component);

const Home = lazyPage(() => import('@/routes/public/home-page'), 'HomePage');
const Gallery = lazyPage(() => import('@/routes/public/gallery-page'), 'GalleryPage');
const Frames = lazyPage(() => import('@/routes/public/frames-page'), 'FramesPage');
const About = lazyPage(() => import('@/routes/public/about-page'), 'AboutPage');
const AiHelp = lazyPage(() => import('@/routes/public/ai-help-page'), 'AiHelpPage');
const PrivacyPolicy = lazyPage(() => import('@/routes/public/policy-pages'), 'PrivacyPolicyPage');
const Terms = lazyPage(() => import('@/routes/public/policy-pages'), 'TermsPage');
const PaymentPolicy = lazyPage(() => import('@/routes/public/policy-pages'), 'PaymentPolicyPage');
const Faq = lazyPage(() => import('@/routes/public/faq-page'), 'FaqPage');
const Support = lazyPage(() => import('@/routes/public/support-page'), 'SupportPage');
const Contact = lazyPage(() => import('@/routes/public/contact-page'), 'ContactPage');
const Pricing = lazyPage(() => import('@/routes/public/pricing-page'), 'PricingPage');
const PackageDetails = lazyPage(() => import('@/routes/public/package-details-page'), 'PackageDetailsPage');
const Sessions = lazyPage(() => import('@/routes/public/sessions-pages'), 'SessionsPage');
const SessionType = lazyPage(() => import('@/routes/public/sessions-pages'), 'SessionTypePage');
const SessionBooking = lazyPage(() => import('@/routes/account/session-booking-page'), 'SessionBookingPage');
const Booking = lazyPage(() => import('@/routes/account/booking-page'), 'BookingPage');
const FrameBooking = lazyPage(() => import('@/routes/account/frame-booking-page'), 'FrameBookingPage');
const ThankYou = lazyPage(() => import('@/routes/account/thank-you-pages'), 'ThankYouPage');
const FrameThankYou = lazyPage(() => import('@/routes/account/thank-you-pages'), 'FrameThankYouPage');
const CashPayment = lazyPage(() => import('@/routes/account/cash-payment-page'), 'CashPaymentPage');
const Profile = lazyPage(() => import('@/routes/account/profile-page'), 'ProfilePage');
const Receipt = lazyPage(() => import('@/routes/account/receipt-page'), 'ReceiptPage');
const CustomPackage = lazyPage(() => import('@/routes/account/custom-package-page'), 'CustomPackagePage');
const ClientGallery = lazyPage(() => import('@/routes/account/client-gallery-page'), 'ClientGalleryPage');
const Contract = lazyPage(() => import('@/routes/account/contract-page'), 'ContractPage');
const Questionnaire = lazyPage(() => import('@/routes/account/questionnaire-page'), 'QuestionnairePage');
const Review = lazyPage(() => import('@/routes/account/review-page'), 'ReviewPage');
const Careers = lazyPage(() => import('@/routes/public/careers-page'), 'CareersPage');
const Blog = lazyPage(() => import('@/routes/public/blog-page'), 'BlogPage');
const BlogPost = lazyPage(() => import('@/routes/public/blog-post-page'), 'BlogPostPage');
const Testimonials = lazyPage(() => import('@/routes/public/testimonials-page'), 'TestimonialsPage');
const NotFound = lazyPage(() => import('@/routes/public/not-found-page'), 'NotFoundPage');

const RequireAdmin = lazyPage(() => import('@/session/require-admin'), 'RequireAdmin');
const AdminLogin = lazyPage(() => import('@/routes/admin/admin-login-page'), 'AdminLoginPage');
const AdminLayout = lazyPage(() => import('@/features/admin/shell/admin-layout'), 'AdminLayout');
const AdminServices = lazyPage(() => import('@/routes/admin/services-page'), 'ServicesAdminPage');
const AdminPackages = lazyPage(() => import('@/routes/admin/packages-page'), 'PackagesAdminPage');
const AdminGallery = lazyPage(() => import('@/routes/admin/gallery-page'), 'GalleryAdminPage');
const AdminMedia = lazyPage(() => import('@/routes/admin/media-page'), 'MediaLibraryPage');
const AdminGalleries = lazyPage(() => import('@/routes/admin/client-galleries-page'), 'ClientGalleriesPage');
const AdminGalleryEditor = lazyPage(() => import('@/routes/admin/client-galleries-page'), 'ClientGalleryEditorPage');
const AdminDashboard = lazyPage(() => import('@/routes/admin/dashboard-page'), 'DashboardPage');
const AdminBlogs = lazyPage(() => import('@/routes/admin/blogs-page'), 'BlogsAdminPage');
const AdminCreateBlog = lazyPage(() => import('@/routes/admin/create-blog-page'), 'CreateBlogPage');
const AdminEditPost = lazyPage(() => import('@/routes/admin/create-blog-page'), 'EditPostPage');
const AdminBookings = lazyPage(() => import('@/routes/admin/bookings-page'), 'BookingsAdminPage');
const AdminBooking = lazyPage(() => import('@/routes/admin/bookings-page'), 'BookingDetailPage');
const AdminFrameOrders = lazyPage(() => import('@/routes/admin/frame-orders-page'), 'FrameOrdersAdminPage');
const AdminFrameOrder = lazyPage(() => import('@/routes/admin/frame-orders-page'), 'FrameOrderDetailPage');
const AdminCreateFrameOrder = lazyPage(() => import('@/routes/admin/create-frame-order-page'), 'CreateFrameOrderPage');
const AdminNewUsers = lazyPage(() => import('@/routes/admin/users-pages'), 'NewUsersPage');
const AdminAllUsers = lazyPage(() => import('@/routes/admin/users-pages'), 'AllUsersPage');
const AdminCustomer = lazyPage(() => import('@/routes/admin/users-pages'), 'CustomerPage');
const AdminSendSoftCopy = lazyPage(() => import('@/routes/admin/send-soft-copy-page'), 'SendSoftCopyPage');
const AdminCustomPackages = lazyPage(() => import('@/routes/admin/custom-packages-page'), 'CustomPackagesPage');
const AdminContracts = lazyPage(() => import('@/routes/admin/contracts-page'), 'ContractsPage');
const AdminContractTemplate = lazyPage(() => import('@/routes/admin/contracts-page'), 'ContractTemplatePage');
const AdminSessions = lazyPage(() => import('@/routes/admin/sessions-page'), 'SessionsPage');
const AdminQuestionnaires = lazyPage(() => import('@/routes/admin/questionnaires-page'), 'QuestionnairesPage');
const AdminQuestionnaire = lazyPage(() => import('@/routes/admin/questionnaires-page'), 'QuestionnairePage');
const AdminBookingAnswers = lazyPage(() => import('@/routes/admin/questionnaires-page'), 'BookingAnswersPage');
const AdminWorkflows = lazyPage(() => import('@/routes/admin/workflows-page'), 'WorkflowsPage');
const AdminWorkflow = lazyPage(() => import('@/routes/admin/workflows-page'), 'WorkflowPage');
const AdminSendCustomPackage = lazyPage(() => import('@/routes/admin/send-custom-package-page'), 'SendCustomPackagePage');
const AdminCustomPackageLinks = lazyPage(() => import('@/routes/admin/custom-package-links-page'), 'CustomPackageLinksPage');
const AdminLeads = lazyPage(() => import('@/routes/admin/leads-page'), 'LeadsPage');
const AdminLead = lazyPage(() => import('@/routes/admin/leads-page'), 'LeadPage');
const AdminReports = lazyPage(() => import('@/routes/admin/reports-page'), 'ReportsPage');
const AdminSettings = lazyPage(() => import('@/routes/admin/settings-page'), 'SettingsPage');
const AdminSetup = lazyPage(() => import('@/routes/admin/settings-page'), 'SetupPage');
const FirstRunGate = lazyPage(() => import('@/routes/admin/first-run-gate'), 'FirstRunGate');

// Every admin screen by path: the type makes a sidebar entry without its screen a compile error.
const adminScreens: Record<(typeof adminPaths)[keyof typeof adminPaths], LazyPage> = {
  [adminPaths.dashboard]: AdminDashboard,
  [adminPaths.leads]: AdminLeads,
  [adminPaths.services]: AdminServices,
  [adminPaths.packages]: AdminPackages,
  [adminPaths.gallery]: AdminGallery,
  [adminPaths.media]: AdminMedia,
  [adminPaths.galleries]: AdminGalleries,
  [adminPaths.blogs]: AdminBlogs,
  [adminPaths.createBlog]: AdminCreateBlog,
  [adminPaths.bookings]: AdminBookings,
  [adminPaths.frameOrders]: AdminFrameOrders,
  [adminPaths.createFrameOrder]: AdminCreateFrameOrder,
  [adminPaths.newUsers]: AdminNewUsers,
  [adminPaths.allUsers]: AdminAllUsers,
  [adminPaths.sendSoftCopy]: AdminSendSoftCopy,
  [adminPaths.customPackages]: AdminCustomPackages,
  [adminPaths.contracts]: AdminContracts,
  [adminPaths.sessions]: AdminSessions,
  [adminPaths.questionnaires]: AdminQuestionnaires,
  [adminPaths.workflows]: AdminWorkflows,
  [adminPaths.sendCustomPackage]: AdminSendCustomPackage,
  [adminPaths.allCustomPackageLinks]: AdminCustomPackageLinks,
  [adminPaths.reports]: AdminReports,
  [adminPaths.settings]: AdminSettings,
};

// Detail views, inside their sidebar section's address (the section stays highlighted).
const adminDetailScreens: Record<(typeof adminDetailPaths)[keyof typeof adminDetailPaths], LazyPage> = {
  [adminDetailPaths.booking]: AdminBooking,
  [adminDetailPaths.lead]: AdminLead,
  [adminDetailPaths.frameOrder]: AdminFrameOrder,
  [adminDetailPaths.customer]: AdminCustomer,
  [adminDetailPaths.editPost]: AdminEditPost,
  [adminDetailPaths.gallery]: AdminGalleryEditor,
  [adminDetailPaths.contractTemplate]: AdminContractTemplate,
  [adminDetailPaths.questionnaire]: AdminQuestionnaire,
  [adminDetailPaths.workflow]: AdminWorkflow,
  [adminDetailPaths.bookingAnswers]: AdminBookingAnswers,
};

/**
 * A list screen whose old links carried a detail id (`/admin/bookings?booking=ID`) sends those on
 * to the detail's own address. It keeps the screen's preload, so its script still loads early.
 */
function withOldDetailLinks(path: string, Screen: LazyPage): LazyPage {
  const legacy = legacyAdminDetails.find((old) => old.path === path);
  if (!legacy) return Screen;
  const ScreenOrDetail = () => (
    <LegacyDetailRedirect param={legacy.param} to={legacy.to}>
      {p(Screen)}
    </LegacyDetailRedirect>
  );
  return Object.assign(ScreenOrDetail, { preload: Screen.preload });
}

// Admin pages read and write on every screen: reactfire and the full SDKs come with them. An
// account page loads only the Auth SDK, to know who is there; what it shows a signed-in customer
// brings the rest (session/signed-in-part.tsx). Prerendering renders their signed-out shell
// without loading any SDK.
const Sdk = lazyPage(() => import('./sdk-layout'), 'SdkLayout');
const withSdk = import.meta.env.SSR ? createElement(Outlet) : p(Sdk);

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: paths.home, element: p(Home) },
          { path: paths.gallery, element: p(Gallery) },
          { path: paths.frames, element: p(Frames) },
          { path: paths.about, element: p(About) },
          { path: paths.aiHelp, element: p(AiHelp) },
          { path: paths.privacyPolicy, element: p(PrivacyPolicy) },
          { path: paths.terms, element: p(Terms) },
          { path: paths.paymentPolicy, element: p(PaymentPolicy) },
          { path: paths.faq, element: p(Faq) },
          { path: paths.support, element: p(Support) },
          { path: paths.contact, element: p(Contact) },
          { path: paths.pricing, element: p(Pricing) },
          { path: paths.packageDetails, element: p(PackageDetails) },
          { path: paths.sessions, element: p(Sessions) },
          { path: paths.sessionType, element: p(SessionType) },
          { path: paths.cashPayment, element: p(CashPayment) },
          {
            element: <AuthLayout />,
            children: [
              { path: paths.booking, element: p(Booking) },
              { path: paths.sessionBooking, element: p(SessionBooking) },
              { path: paths.frameBooking, element: p(FrameBooking) },
              { path: paths.thankYou, element: p(ThankYou) },
              { path: paths.frameThankYou, element: p(FrameThankYou) },
              { path: paths.profile, element: p(Profile) },
              { path: paths.receipt, element: p(Receipt) },
              { path: paths.customPackage, element: p(CustomPackage) },
              { path: paths.clientGallery, element: p(ClientGallery) },
              { path: paths.contract, element: p(Contract) },
              { path: paths.questionnaire, element: p(Questionnaire) },
              { path: paths.review, element: p(Review) },
            ],
          },
          { path: paths.careers, element: p(Careers) },
          { path: paths.blog, element: p(Blog) },
          { path: paths.blogPost, element: p(BlogPost) },
          { path: paths.testimonials, element: p(Testimonials) },
          { path: '*', element: p(NotFound) },
        ],
      },
      { element: <AuthLayout />, children: [{ path: paths.adminLogin, element: p(AdminLogin) }] },
      {
        element: withSdk,
        children: [
          {
            path: paths.admin,
            element: p(RequireAdmin),
            children: [
              { index: true, element: <Navigate to={adminPaths.dashboard} replace /> },
              { path: adminSetupPath, element: p(AdminSetup) },
              {
                element: p(AdminLayout),
                children: [
                  {
                    element: p(FirstRunGate),
                    children: Object.entries({ ...adminScreens, ...adminDetailScreens }).map(([path, Screen]) => ({
                      path,
                      element: p(withOldDetailLinks(path, Screen)),
                    })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);

/**
 * The routes matching `pathname`, from the last call when it asked for the same path: main.tsx asks
 * twice as the page starts, and each match flattens and ranks the whole table (admin screens
 * included), a few milliseconds of the start-up task on a phone.
 */
let lastMatch: { pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;
function matchesFor(pathname: string) {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatch.matches;
}

/** Fetches the scripts of every lazy part of the page at `pathname`, all at once. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const parts = (matchesFor(pathname) ?? []).map(({ route }) => route.element);
  return Promise.all(
    parts.map((element) =>
      isValidElement(element) && 'preload' in (element.type as object) ? (element.type as LazyPage).preload() : null,
    ),
  );
}

/** The pattern of the innermost route matching `pathname` ('*' for the not-found page). */
export const leafPattern = (pathname: string) => matchesFor(pathname)?.at(-1)?.route.path ?? '';
