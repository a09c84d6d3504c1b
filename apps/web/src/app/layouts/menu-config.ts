import type { FeatureFlag, FeatureFlags } from "@campus/contracts/companies";
import { canOpenScreen, matchScreenRoute } from "@campus/contracts/permissions";
import { ADMIN_ROLES, type Role } from "@campus/contracts/roles";
import AccountTreeOutlined from "@mui/icons-material/AccountTreeOutlined";
import AdminPanelSettingsOutlined from "@mui/icons-material/AdminPanelSettingsOutlined";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import AssignmentOutlined from "@mui/icons-material/AssignmentOutlined";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import ClassOutlined from "@mui/icons-material/ClassOutlined";
import CoPresentOutlined from "@mui/icons-material/CoPresentOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import DateRangeOutlined from "@mui/icons-material/DateRangeOutlined";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import MenuBookOutlined from "@mui/icons-material/MenuBookOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import PlaylistAddCheckOutlined from "@mui/icons-material/PlaylistAddCheckOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import VpnKeyOutlined from "@mui/icons-material/VpnKeyOutlined";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { ComponentType } from "react";

export interface MenuItem {
  title: string;
  path: string;
  icon: ComponentType<SvgIconProps>;
  /** The company feature that shows the item; hidden when the company turns it off. */
  flag?: FeatureFlag;
  /** Narrower than the section's roles, when only some of them see the item. */
  roles?: readonly Role[];
}

export interface MenuSection {
  subheader: string;
  /** Who sees the section. */
  roles: readonly Role[];
  items: readonly MenuItem[];
}

// The items the students' and the teachers' menus both hold.
const HOME_ITEM = { title: "Tableau de bord", path: "/dashboard/app", icon: DashboardOutlined };
const CHAT_ITEM = { title: "Messagerie", path: "/dashboard/chat", icon: ForumOutlined };
const ASSIGNMENTS_ITEM = { title: "Dépôts", path: "/dashboard/assignments", icon: AssignmentOutlined };

/** The side menu of the specification (section 2), section by section. */
export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    subheader: "Gestion",
    roles: ADMIN_ROLES,
    items: [
      { title: "Sessions scolaires", path: "/dashboard/cohorts", icon: DateRangeOutlined, flag: "cohorts" },
      {
        title: "Gestion des inscriptions",
        path: "/dashboard/enrolments",
        icon: HowToRegOutlined,
        flag: "enrolments",
      },
      {
        title: "Gestion des programmes",
        path: "/dashboard/programs",
        icon: AccountTreeOutlined,
        flag: "programmes",
      },
      {
        title: "Administrateurs",
        path: "/dashboard/administrateurs",
        icon: AdminPanelSettingsOutlined,
        roles: ["superadmin", "superadmincom"],
      },
      { title: "Gestion des professeurs", path: "/dashboard/teachers", icon: CoPresentOutlined },
      { title: "Gestion des apprenants", path: "/dashboard/students", icon: SchoolOutlined },
      {
        title: "Gestion de whitelist",
        path: "/dashboard/whitelist",
        icon: PlaylistAddCheckOutlined,
        flag: "whitelist",
      },
      { title: "Gestion des cours", path: "/dashboard/admCourseList", icon: MenuBookOutlined },
      { title: "Gestion des séances", path: "/dashboard/session", icon: ScheduleOutlined },
      { title: "Gestion des absences", path: "/dashboard/absences", icon: EventBusyOutlined },
      { title: "Historique", path: "/dashboard/history", icon: HistoryOutlined },
      {
        title: "Intégrations",
        path: "/dashboard/integrations",
        icon: VpnKeyOutlined,
        roles: ["superadmincom"],
      },
    ],
  },
  {
    subheader: "Plateforme",
    roles: ["superadmin"],
    items: [{ title: "Entreprises", path: "/dashboard/entreprises", icon: BusinessOutlined }],
  },
  {
    subheader: "Apprenant",
    roles: ["student"],
    items: [
      HOME_ITEM,
      CHAT_ITEM,
      { title: "Profil", path: "/dashboard/user/profile", icon: PersonOutlined },
      { title: "Cours", path: "/dashboard/studentcourses", icon: ClassOutlined },
      {
        title: "Cours écrits",
        path: "/dashboard/courseSupport",
        icon: ArticleOutlined,
        flag: "writtenCourses",
      },
      { title: "Emploi du temps", path: "/dashboard/calendar", icon: CalendarMonthOutlined },
      { title: "Émargement", path: "/dashboard/emargement", icon: HowToRegOutlined },
      ASSIGNMENTS_ITEM,
    ],
  },
  {
    subheader: "Professeur",
    roles: ["teacher"],
    items: [
      HOME_ITEM,
      CHAT_ITEM,
      { title: "Cours", path: "/dashboard/course", icon: ClassOutlined },
      { title: "Planning", path: "/dashboard/calendar", icon: CalendarMonthOutlined },
      ASSIGNMENTS_ITEM,
    ],
  },
];

interface MenuUser {
  roles: readonly Role[];
  company: { features: FeatureFlags };
}

function holdsOneOf(user: MenuUser, roles: readonly Role[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}

function isItemVisible(item: MenuItem, user: MenuUser): boolean {
  if (item.roles && !holdsOneOf(user, item.roles)) return false;
  if (item.flag && !user.company.features[item.flag]) return false;
  const screen = matchScreenRoute(item.path);
  return screen !== undefined && canOpenScreen(screen, user.roles);
}

/**
 * The sections a user sees, each with the items they may open. A user with
 * several roles gets several sections; an item already shown above is not repeated.
 */
export function visibleMenuSections(user: MenuUser): MenuSection[] {
  const shownPaths = new Set<string>();
  const sections: MenuSection[] = [];
  for (const section of MENU_SECTIONS) {
    if (!holdsOneOf(user, section.roles)) continue;
    const items = section.items.filter((item) => {
      if (shownPaths.has(item.path) || !isItemVisible(item, user)) return false;
      shownPaths.add(item.path);
      return true;
    });
    if (items.length > 0) sections.push({ ...section, items });
  }
  return sections;
}
