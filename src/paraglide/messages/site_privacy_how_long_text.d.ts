/**
* | output |
* | --- |
* | "We keep your data while your account exists. A child's profile that nobody has learned with for {months} months is deleted with everything it saved; we e-mai..." |
*
* @param {Site_Privacy_How_Long_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_how_long_text: ((inputs: Site_Privacy_How_Long_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_How_Long_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_How_Long_TextInputs = {
    months: NonNullable<unknown>;
};
