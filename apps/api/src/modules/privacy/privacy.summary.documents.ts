import { plural } from "@campus/contracts/french";
import { parisDateTime } from "../../platform/documents.ts";
import { loadPdfKit } from "../../platform/heavy-modules.ts";

export interface SummaryIdentity {
  name: string;
  email: string;
  studentNumber: string | null;
}

export interface SummaryDocument {
  identity: SummaryIdentity;
  generatedAt: Date;
  sections: { title: string; file: string; count: number }[];
  fileCount: number;
  /** The person's own request (« Mes données »), or an administrator's for them. */
  isOwn: boolean;
}

/** The readable part of a person's copy: who, when, and what each file of the zip holds. */
export async function buildSummaryPdf(doc: SummaryDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: "Copie des données personnelles", Author: "Campus Formation" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font("Helvetica-Bold").fontSize(18).text("Copie des données personnelles");
  pdf.moveDown(0.5).font("Helvetica").fontSize(11);
  pdf.text(`Personne : ${doc.identity.name || "(sans nom)"}`);
  if (doc.identity.email) pdf.text(`E-mail : ${doc.identity.email}`);
  if (doc.identity.studentNumber) pdf.text(`N° d'apprenant : ${doc.identity.studentNumber}`);
  pdf.text(`Générée le ${parisDateTime(doc.generatedAt).full} (heure de Paris)`);
  pdf.text(
    doc.isOwn
      ? "Demandée par la personne elle-même (droit d'accès et à la portabilité, articles 15 et 20 du RGPD)."
      : "Produite par un administrateur de l'établissement à la demande de la personne (articles 15 et 20 du RGPD).",
  );
  pdf.moveDown(1);
  pdf.font("Helvetica-Bold").fontSize(13).text("Contenu de l'archive");
  pdf.moveDown(0.4).font("Helvetica").fontSize(10);

  const available = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const table = pdf.table({
    columnStyles: [available * 0.5, available * 0.3, available * 0.2],
    rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : undefined),
    defaultStyle: { padding: [4, 5, 4, 5], border: 0.5, borderColor: "#999999" },
  });
  const header = (text: string) => ({ text, font: { src: "Helvetica-Bold" }, type: "TH" as const });
  table.row([header("Rubrique"), header("Fichier"), header("Éléments")]);
  for (const section of doc.sections) table.row([section.title, section.file, String(section.count)]);
  table.row([
    "Fichiers déposés, photo et signatures",
    "devoirs/, photo.webp, signatures/",
    String(doc.fileCount),
  ]);
  table.end();

  pdf.moveDown(1).fontSize(9).fillColor("#333333");
  pdf.text(
    `Les fichiers JSON sont lisibles par une machine (UTF-8) ; les dates y sont en UTC. ${plural(doc.fileCount, "fichier joint", "fichiers joints")}.`,
  );
  pdf.text(
    "Les signatures d'émargement sont dans signatures/ (une image par séance signée) ; presences.json dit l'heure de chacune.",
  );
  pdf.end();
  return done;
}
