/**
* | output |
* | --- |
* | "Versions to keep" |
*
* @param {Bible_Keep_VersionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_versions: ((inputs?: Bible_Keep_VersionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Keep_VersionsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Keep_VersionsInputs = {};
