import { familyName } from "@campus/contracts/people";
import { parisDateTime } from "../../platform/documents.ts";
import { loadPdfKit } from "../../platform/heavy-modules.ts";
import { type CourseFigures, formatHours, totalFigures } from "./proof-bundles.figures.queries.ts";
import type { SelectedStudent } from "./proof-bundles.selection.queries.ts";

// « Certificat de réalisation »: the wording of the Ministry of Labour's model that OPCO and the CPF ask
// for (organisme, stagiaire, intitulé et nature de l'action, dates, durée réalisée), followed by the
// attendance of each course (heures prévues, réalisées, retards, absences justifiées ou non).

export interface CertificateDocument {
  companyName: string;
  student: SelectedStudent;
  /** Intitulé de l'action: the course, the school session, or the student's courses. */
  actionTitle: string;
  /** The period asked for, else the first and last slot's days. */
  period: { from: string; to: string } | null;
  /** The Paris day of the certificate (`yyyy-MM-dd`): a period is shown up to it at most. */
  today: string;
  courses: CourseFigures[];
  generatedAt: Date;
}

const HEADERS = [
  "Cours",
  "Heures prévues",
  "Heures réalisées",
  "Retards",
  "Absences justifiées",
  "Absences non justifiées",
  "Non saisies",
];

const frenchDay = (day: string) => {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
};

/** The attendance rate as French writes it: « 87,5 % ». */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  return `${(Math.round(rate * 1000) / 10).toLocaleString("fr-FR")} %`;
}

/** One student's « certificat de réalisation », as a PDF. */
export async function buildCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const name = `${familyName(doc.student)} ${doc.student.firstname}`;
  const pdf = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `Certificat de réalisation — ${name}`, Author: doc.companyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const totals = totalFigures(doc.courses);
  // The period asked for (up to today), else the first and the last slot counted.
  const periodEnd = doc.period && doc.period.to > doc.today ? doc.today : doc.period?.to;
  const dates = doc.period
    ? `du ${frenchDay(doc.period.from)} au ${frenchDay(periodEnd ?? doc.period.to)}`
    : totals.firstStart && totals.lastEnd
      ? `du ${parisDateTime(totals.firstStart).date} au ${parisDateTime(totals.lastEnd).date}`
      : "—";

  pdf.font("Helvetica-Bold").fontSize(11).fillColor("#333333").text(doc.companyName);
  pdf.moveDown(0.6);
  pdf
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor("black")
    .text("Certificat de réalisation", { align: "center" });
  pdf.moveDown(1);
  pdf.font("Helvetica").fontSize(10.5);
  pdf.text(
    `Le représentant légal du dispensateur de l'action concourant au développement des compétences ${doc.companyName} (nom : ...................................................) atteste que :`,
  );
  pdf.moveDown(0.6);
  const line = (label: string, value: string) => {
    pdf.font("Helvetica-Bold").text(`${label} : `, { continued: true });
    pdf.font("Helvetica").text(value);
  };
  line("Stagiaire", `${name} (n° ${doc.student.studentNumber})`);
  line("a suivi l'action", doc.actionTitle);
  pdf.moveDown(0.4);
  pdf.font("Helvetica-Bold").text("Nature de l'action concourant au développement des compétences :");
  pdf.font("Helvetica");
  const natures: [string, boolean][] = [
    ["action de formation", true],
    ["bilan de compétences", false],
    ["action de VAE", false],
    ["action de formation par apprentissage", false],
  ];
  for (const [label, isChecked] of natures) {
    const y = pdf.y + 1;
    const x = pdf.page.margins.left + 12;
    pdf.rect(x, y, 8, 8).stroke();
    if (isChecked)
      pdf
        .moveTo(x + 1.5, y + 1.5)
        .lineTo(x + 6.5, y + 6.5)
        .moveTo(x + 6.5, y + 1.5)
        .lineTo(x + 1.5, y + 6.5)
        .stroke();
    pdf.text(label, x + 14, pdf.y);
  }
  pdf.x = pdf.page.margins.left;
  pdf.moveDown(0.4);
  line("qui s'est déroulée", dates);
  line(
    "pour une durée réalisée de",
    `${formatHours(totals.attendedMinutes)} (sur ${formatHours(totals.plannedMinutes)} prévues)`,
  );
  line("Assiduité", `${formatRate(totals.attendanceRate)} des heures prévues`);
  pdf.moveDown(0.8);

  pdf.font("Helvetica-Bold").fontSize(12).text("Assiduité par cours");
  pdf.moveDown(0.3);
  const available = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const titleWidth = available * 0.34;
  const column = (available - titleWidth) / 6;
  pdf.font("Helvetica").fontSize(8.5);
  const table = pdf.table({
    columnStyles: [titleWidth, column, column, column, column, column, column],
    rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : undefined),
    defaultStyle: { padding: [3, 3, 3, 3], border: 0.5, borderColor: "#888888" },
  });
  table.row(HEADERS.map((text) => ({ text, font: { src: "Helvetica-Bold" }, type: "TH" as const })));
  const cells = (title: string, row: Omit<CourseFigures, "courseId" | "courseTitle">) => [
    title,
    formatHours(row.plannedMinutes),
    formatHours(row.attendedMinutes),
    row.lates === 0 ? "0" : `${row.lates} (${row.lateMinutes} min)`,
    formatHours(row.excusedAbsenceMinutes),
    formatHours(row.unexcusedAbsenceMinutes),
    formatHours(row.unmarkedMinutes),
  ];
  for (const course of doc.courses) table.row(cells(course.courseTitle, course));
  if (doc.courses.length === 0) table.row([{ text: "Aucune séance sur la période.", colSpan: 7 }]);
  else table.row(cells("Total", totals).map((text) => ({ text, font: { src: "Helvetica-Bold" } })));
  table.end();

  pdf.x = pdf.page.margins.left;
  pdf.moveDown(0.8).font("Helvetica").fontSize(8).fillColor("#333333");
  pdf.text(
    "Heures réalisées : séances où le stagiaire était présent ou en retard. Les heures sont celles des séances de la période commencées avant la date de ce certificat (heure de Paris) ; « Non saisies » : séances sans présence saisie.",
  );
  pdf.moveDown(0.6).fontSize(9).fillColor("black");
  pdf.text(
    "Sans préjudice des délais imposés par les règles fiscales, comptables ou commerciales, je m'engage à conserver l'ensemble des pièces justificatives qui ont permis d'établir le présent certificat pendant une durée de 3 ans à compter de la fin de l'année du dernier paiement. En cas de cofinancement des fonds européens, la durée de conservation est étendue conformément aux obligations conventionnelles spécifiques.",
  );
  pdf.moveDown(1).fontSize(10.5);
  pdf.text(
    `Fait à : ............................................   le : ${parisDateTime(doc.generatedAt).date}`,
  );
  pdf.moveDown(0.8);
  pdf.text("Cachet et signature du responsable du dispensateur de formation :");
  pdf.end();
  return done;
}
