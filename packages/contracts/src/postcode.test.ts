import { describe, expect, it } from "vitest";
import { POSTCODE_MESSAGE } from "./common.ts";
import { profileFormSchema } from "./profile.ts";
import { postalCodeSchema } from "./students.ts";
import { updateUserAccountBodySchema } from "./user-accounts.ts";

describe("postcodes are five digits", () => {
  it("accepts five digits, or nothing", () => {
    expect(postalCodeSchema.parse(" 69002 ")).toBe("69002");
    expect(postalCodeSchema.parse("")).toBeNull();
    expect(postalCodeSchema.parse(null)).toBeNull();
    expect(updateUserAccountBodySchema.parse({ zipCode: "75011" }).zipCode).toBe("75011");
  });

  it("refuses anything else with the same French message", () => {
    for (const value of ["6900", "690021", "69 002", "SW1A 1AA", "2A004"]) {
      expect(postalCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(POSTCODE_MESSAGE);
      expect(updateUserAccountBodySchema.safeParse({ zipCode: value }).error?.issues[0]?.message).toBe(
        POSTCODE_MESSAGE,
      );
    }
  });

  it("is checked in the profile form too", () => {
    const shape = profileFormSchema.shape.zipCode;
    expect(shape.safeParse("1000").success).toBe(false);
    expect(shape.safeParse("").success).toBe(true);
  });
});
