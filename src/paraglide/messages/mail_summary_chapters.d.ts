/**
* | n | output |
* | --- | --- |
* | "one" | "{count} chapter read{books}," |
* | "other" | "{count} chapters read{books}," |
*
* @param {Mail_Summary_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_chapters: ((inputs: Mail_Summary_ChaptersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_ChaptersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_ChaptersInputs = {
    count: NonNullable<unknown>;
    books: NonNullable<unknown>;
};
