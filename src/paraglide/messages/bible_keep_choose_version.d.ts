/**
* | output |
* | --- |
* | "Choose at least one version." |
*
* @param {Bible_Keep_Choose_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_choose_version: ((inputs?: Bible_Keep_Choose_VersionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Keep_Choose_VersionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Keep_Choose_VersionInputs = {};
