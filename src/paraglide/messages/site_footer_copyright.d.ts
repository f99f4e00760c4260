/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright: ((inputs: Site_Footer_CopyrightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Footer_CopyrightInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
};
