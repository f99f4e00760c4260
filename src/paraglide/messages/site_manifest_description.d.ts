/**
* | output |
* | --- |
* | "Bible stories, games and verses for children and families, in bite-size pieces." |
*
* @param {Site_Manifest_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_manifest_description: ((inputs?: Site_Manifest_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Manifest_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Manifest_DescriptionInputs = {};
