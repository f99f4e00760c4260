/**
* | output |
* | --- |
* | "The NIV is coming soon, so the {version} is shown." |
*
* @param {Reader_Notice_NivInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_niv: ((inputs: Reader_Notice_NivInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Notice_NivInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Notice_NivInputs = {
    version: NonNullable<unknown>;
};
