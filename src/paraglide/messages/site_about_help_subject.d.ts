/**
* | output |
* | --- |
* | "Help with {siteName}" |
*
* @param {Site_About_Help_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_about_help_subject: ((inputs: Site_About_Help_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_About_Help_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_About_Help_SubjectInputs = {
    siteName: NonNullable<unknown>;
};
