import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { NEW_PASSWORD_PATH } from "../features/auth/index.ts";
import { LoadingScreen } from "../ui/loading-screen.tsx";
import { GuestGuard } from "./guards/guest-guard.tsx";
import { RootRedirect } from "./guards/root-redirect.tsx";
import { RootError } from "./layouts/root-error.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";

// Every layout and page is its own chunk, loaded when a route first needs it. The
// protected routes' guard too: it reads the whole permission table of the
// contracts, which the sign-in page does not need.
const guards = {
  auth: () => import("./guards/auth-guard.tsx").then((m) => ({ Component: m.AuthGuard })),
  passwordChange: () =>
    import("./guards/password-change-guard.tsx").then((m) => ({ Component: m.PasswordChangeGuard })),
};

const layouts = {
  auth: () => import("./layouts/auth-layout.tsx").then((m) => ({ Component: m.AuthLayout })),
  dashboard: () =>
    import("./layouts/dashboard/dashboard-layout.tsx").then((m) => ({ Component: m.DashboardLayout })),
  simple: () => import("./layouts/simple-layout.tsx").then((m) => ({ Component: m.SimpleLayout })),
};

const pages = {
  assignments: () =>
    import("../features/assignments/pages/assignments-page.tsx").then((m) => ({
      Component: m.AssignmentsPage,
    })),
  assignment: () =>
    import("../features/assignments/pages/assignment-page.tsx").then((m) => ({
      Component: m.AssignmentPage,
    })),
  login: () => import("../features/auth/pages/login-page.tsx").then((m) => ({ Component: m.LoginPage })),
  register: () =>
    import("../features/auth/pages/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
  registerOpen: () =>
    import("../features/auth/pages/register-open-page.tsx").then((m) => ({ Component: m.RegisterOpenPage })),
  verify: () => import("../features/auth/pages/verify-page.tsx").then((m) => ({ Component: m.VerifyPage })),
  loginAuto: () =>
    import("../features/auth/pages/login-auto-page.tsx").then((m) => ({ Component: m.LoginAutoPage })),
  loginLink: () =>
    import("../features/auth/pages/login-link-page.tsx").then((m) => ({ Component: m.LoginLinkPage })),
  forgotPassword: () =>
    import("../features/auth/pages/forgot-password-page.tsx").then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import("../features/auth/pages/reset-password-page.tsx").then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  integrations: () =>
    import("../features/integrations/pages/integrations-page.tsx").then((m) => ({
      Component: m.IntegrationsPage,
    })),
  custom: () => import("./pages/custom-page.tsx").then((m) => ({ Component: m.CustomPage })),
  app: () => import("./pages/app-page.tsx").then((m) => ({ Component: m.AppPage })),
  companies: () =>
    import("../features/companies/pages/companies-page.tsx").then((m) => ({ Component: m.CompaniesPage })),
  company: () => import("./company-detail-route.tsx").then((m) => ({ Component: m.CompanyDetailRoute })),
  companyAdmin: () => import("./company-admin-route.tsx").then((m) => ({ Component: m.CompanyAdminRoute })),
  administrators: () =>
    import("./pages/administrators-page.tsx").then((m) => ({
      Component: m.AdministratorsPage,
    })),
  administrator: () =>
    import("./pages/administrator-detail-page.tsx").then((m) => ({
      Component: m.AdministratorDetailPage,
    })),
  userList: () =>
    import("../features/user-accounts/pages/user-list-page.tsx").then((m) => ({ Component: m.UserListPage })),
  userCards: () =>
    import("../features/user-accounts/pages/user-card-page.tsx").then((m) => ({ Component: m.UserCardPage })),
  account: () =>
    import("../features/user-accounts/pages/account-page.tsx").then((m) => ({ Component: m.AccountPage })),
  courses: () =>
    import("../features/courses/pages/course-list-page.tsx").then((m) => ({ Component: m.CourseListPage })),
  course: () =>
    import("./pages/course-detail-page.tsx").then((m) => ({
      Component: m.CourseDetailPage,
    })),
  teachers: () =>
    import("../features/teachers/pages/teachers-page.tsx").then((m) => ({ Component: m.TeachersPage })),
  teacher: () =>
    import("./pages/teacher-detail-page.tsx").then((m) => ({
      Component: m.TeacherDetailPage,
    })),
  students: () =>
    import("../features/students/pages/students-page.tsx").then((m) => ({ Component: m.StudentsPage })),
  student: () =>
    import("./pages/student-detail-page.tsx").then((m) => ({
      Component: m.StudentDetailPage,
    })),
  programmes: () =>
    import("../features/programmes/pages/programmes-page.tsx").then((m) => ({ Component: m.ProgrammesPage })),
  programme: () =>
    import("../features/programmes/pages/programme-detail-page.tsx").then((m) => ({
      Component: m.ProgrammeDetailPage,
    })),
  enrolments: () =>
    import("../features/enrolments/pages/enrolments-page.tsx").then((m) => ({
      Component: m.EnrolmentsPage,
    })),
  whitelist: () =>
    import("../features/whitelist/pages/whitelist-page.tsx").then((m) => ({ Component: m.WhitelistPage })),
  cohorts: () => import("./pages/cohorts-page.tsx").then((m) => ({ Component: m.CohortsPage })),
  profile: () => import("./pages/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
  newPassword: () => import("./pages/new-password-page.tsx").then((m) => ({ Component: m.NewPasswordPage })),
  studentCourses: () =>
    import("../features/course-space/pages/student-courses-page.tsx").then((m) => ({
      Component: m.StudentCoursesPage,
    })),
  courseSpaces: () =>
    import("../features/course-space/pages/course-list-page.tsx").then((m) => ({
      Component: m.CourseListPage,
    })),
  courseSpace: () => import("./pages/course-page.tsx").then((m) => ({ Component: m.CoursePage })),
  studentCourse: () =>
    import("./pages/student-course-page.tsx").then((m) => ({
      Component: m.StudentCoursePage,
    })),
  slots: () => import("../features/slots/pages/slots-page.tsx").then((m) => ({ Component: m.SlotsPage })),
  slot: () =>
    import("../features/slots/pages/slot-detail-page.tsx").then((m) => ({ Component: m.SlotDetailPage })),
  mySlots: () =>
    import("../features/slots/pages/my-slots-page.tsx").then((m) => ({ Component: m.MySlotsPage })),
  teacherSlots: () =>
    import("./pages/teacher-slots-page.tsx").then((m) => ({
      Component: m.TeacherSlotsPage,
    })),
  checkInProjector: () =>
    import("../features/attendance/pages/check-in-projector-page.tsx").then((m) => ({
      Component: m.CheckInProjectorPage,
    })),
  checkIn: () =>
    import("../features/attendance/pages/check-in-page.tsx").then((m) => ({ Component: m.CheckInPage })),
  slotSheet: () => import("./pages/slot-sheet-page.tsx").then((m) => ({ Component: m.SlotSheetPage })),
  absences: () =>
    import("../features/absences/pages/absences-page.tsx").then((m) => ({ Component: m.AbsencesPage })),
  history: () =>
    import("../features/history/pages/history-page.tsx").then((m) => ({ Component: m.HistoryPage })),
  chat: () => import("../features/messages/pages/chat-page.tsx").then((m) => ({ Component: m.ChatPage })),
  newChat: () =>
    import("../features/messages/pages/new-chat-page.tsx").then((m) => ({ Component: m.NewChatPage })),
  liveCourse: () =>
    import("../features/content/pages/live-course-page.tsx").then((m) => ({ Component: m.LiveCoursePage })),
  courseSupport: () =>
    import("../features/content/pages/course-support-page.tsx").then((m) => ({
      Component: m.CourseSupportPage,
      loader: m.courseSupportLoader,
      shouldRevalidate: () => false,
    })),
  chapterEditor: () =>
    import("../features/content/pages/chapter-editor-page.tsx").then((m) => ({
      Component: m.ChapterEditorPage,
    })),
  calendar: () => import("./pages/calendar-page.tsx").then((m) => ({ Component: m.CalendarPage })),
  unauthorized: () =>
    import("../features/errors/pages/unauthorized-page.tsx").then((m) => ({ Component: m.UnauthorizedPage })),
  accessibility: () =>
    import("../features/accessibility/pages/accessibility-statement-page.tsx").then((m) => ({
      Component: m.AccessibilityStatementPage,
    })),
  notFound: () =>
    import("../features/errors/pages/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
};

/**
 * The route table of the specification (section 2) and of SCREEN_ROUTES in
 * @campus/contracts/permissions, which also holds each screen's roles: the
 * AuthGuard reads them there. Static paths outrank `:params` in React Router.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: LoadingScreen,
    children: [
      { path: "/", Component: RootRedirect },

      // Public: only when signed out.
      {
        Component: GuestGuard,
        children: [
          // Its own frame: the same page is also a document of its own (login.html).
          { path: "/auth/login", lazy: pages.login },
          {
            lazy: layouts.auth,
            children: [
              { path: "/loginauto", lazy: pages.loginAuto },
              { path: "/auth/register", lazy: pages.register },
              { path: "/auth/register-unprotected", lazy: pages.registerOpen },
              { path: "/auth/verify", lazy: pages.verify },
              { path: "/auth/login-link", lazy: pages.loginLink },
              { path: "/auth/forgot-password", lazy: pages.forgotPassword },
              { path: "/auth/reset-password", lazy: pages.resetPassword },
            ],
          },
        ],
      },

      // Signed in with a password an administrator set: choosing one's own, before anything else.
      {
        lazy: guards.passwordChange,
        children: [{ lazy: layouts.auth, children: [{ path: NEW_PASSWORD_PATH, lazy: pages.newPassword }] }],
      },

      // Protected: signed in, with one of the screen's roles.
      {
        path: "/dashboard",
        lazy: guards.auth,
        children: [
          { index: true, element: <Navigate to="/dashboard/app" replace /> },
          { path: "/dashboard/user", element: <Navigate to="/dashboard/user/profile" replace /> },
          { path: "/dashboard/mail", element: <Navigate to="/dashboard/chat" replace /> },

          // The platform operator's screens: top bar only.
          {
            lazy: layouts.simple,
            children: [
              { path: "/dashboard/entreprises", lazy: pages.companies },
              { path: "/dashboard/entreprises/:uid", lazy: pages.company },
            ],
          },

          // Everything else: side menu and header.
          {
            lazy: layouts.dashboard,
            children: [
              { path: "/dashboard/app", lazy: pages.app },
              { path: "/dashboard/custom", lazy: pages.custom },
              { path: "/dashboard/integrations", lazy: pages.integrations },
              { path: "/dashboard/administrateurs", lazy: pages.administrators },
              { path: "/dashboard/administrateurs/:uid", lazy: pages.administrator },
              // The spec's /dashboard/:company-admin/:uid; the page checks the "-admin" suffix.
              { path: "/dashboard/:companyAdmin/:uid", lazy: pages.companyAdmin },
              { path: "/dashboard/teachers", lazy: pages.teachers },
              { path: "/dashboard/teachers/:uid", lazy: pages.teacher },
              { path: "/dashboard/students", lazy: pages.students },
              { path: "/dashboard/students/:id", lazy: pages.student },
              { path: "/dashboard/whitelist", lazy: pages.whitelist },
              { path: "/dashboard/programs", lazy: pages.programmes },
              { path: "/dashboard/programs/:uid", lazy: pages.programme },
              { path: "/dashboard/cohorts", lazy: pages.cohorts },
              { path: "/dashboard/enrolments", lazy: pages.enrolments },
              { path: "/dashboard/admCourseList", lazy: pages.courses },
              { path: "/dashboard/admCourseInfo/:uid", lazy: pages.course },
              { path: "/dashboard/studentcourses", lazy: pages.studentCourses },
              { path: "/dashboard/course", lazy: pages.courseSpaces },
              { path: "/dashboard/course/:uid", lazy: pages.courseSpace },
              { path: "/dashboard/course/:uid/:teacheruid", lazy: pages.courseSpace },
              { path: "/dashboard/course/:uid/chapitres/:chapterId", lazy: pages.chapterEditor },
              { path: "/dashboard/courseInfo/:uid", lazy: pages.studentCourse },
              { path: "/dashboard/session", lazy: pages.slots },
              { path: "/dashboard/session/:uid", lazy: pages.slot },
              { path: "/dashboard/sessionInfo", lazy: pages.mySlots },
              { path: "/dashboard/sessionfac", lazy: pages.teacherSlots },
              { path: "/dashboard/sessionfac/:uid", lazy: pages.slotSheet },
              { path: "/dashboard/emargement", lazy: pages.checkIn },
              // The projector's screen (« Plein écran » hides the menu): the codes and the roll filling in.
              { path: "/dashboard/sessionfac/:uid/emargement", lazy: pages.checkInProjector },
              { path: "/dashboard/assignments", lazy: pages.assignments },
              { path: "/dashboard/assignments/:uid", lazy: pages.assignment },
              { path: "/dashboard/user/card", lazy: pages.userCards },
              { path: "/dashboard/user/list", lazy: pages.userList },
              { path: "/dashboard/user/account", lazy: pages.account },
              { path: "/dashboard/user/profile", lazy: pages.profile },
              { path: "/dashboard/livecourse", lazy: pages.liveCourse },
              { path: "/dashboard/chat", lazy: pages.chat },
              { path: "/dashboard/chat/new", lazy: pages.newChat },
              { path: "/dashboard/chat/:uidDest", lazy: pages.chat },
              { path: "/dashboard/absences", lazy: pages.absences },
              { path: "/dashboard/history", lazy: pages.history },
              { path: "/dashboard/calendar", lazy: pages.calendar },
              { path: "/dashboard/courseSupport", lazy: pages.courseSupport },
            ],
          },
        ],
      },

      // Public to everyone, signed in or not.
      { path: "/accessibilite", lazy: pages.accessibility },
      { path: "/401", lazy: pages.unauthorized },
      { path: "/404", lazy: pages.notFound },
      { path: "*", lazy: pages.notFound },
    ],
  },
];

/** The browser router of the app; a function so that tests can read `routes` without a DOM. */
export function createAppRouter() {
  if (import.meta.env.DEV) {
    void import("./route-table-check.ts").then(({ checkRouteTable }) => checkRouteTable(routes));
  }
  return createBrowserRouter(routes);
}
