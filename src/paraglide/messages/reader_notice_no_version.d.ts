/**
* | output |
* | --- |
* | "There is no Bible version \"{asked}\" here, so the {version} is shown." |
*
* @param {Reader_Notice_No_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_no_version: ((inputs: Reader_Notice_No_VersionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Notice_No_VersionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Notice_No_VersionInputs = {
    asked: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
