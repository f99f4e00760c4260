/**
* | output |
* | --- |
* | "{band} years" |
*
* @param {Family_Age_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_age_years: ((inputs: Family_Age_YearsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Age_YearsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Age_YearsInputs = {
    band: NonNullable<unknown>;
};
