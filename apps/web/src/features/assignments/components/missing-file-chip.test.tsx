import type { AssignmentFile } from "@campus/contracts/assignments";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { SubmissionFilesCell } from "./missing-file-chip.tsx";

const file = (id: string, isMissing: boolean): AssignmentFile => ({
  id,
  name: `${id}.pdf`,
  size: 1024,
  contentType: "application/pdf",
  uploadedAt: "2031-03-03T08:00:00.000Z",
  isMissing,
});

describe("the submissions list's files cell", () => {
  it("marks « fichier manquant » when the check found one of the files gone", () => {
    renderWithProviders(<SubmissionFilesCell files={[file("a", false), file("b", true)]} />);
    expect(screen.getByText("fichier manquant")).toBeDefined();
    expect(screen.getByText("2")).toBeDefined();
  });

  it("shows only the count when every file is there", () => {
    renderWithProviders(<SubmissionFilesCell files={[file("a", false)]} />);
    expect(screen.queryByText("fichier manquant")).toBeNull();
    expect(screen.getByText("1")).toBeDefined();
  });
});
