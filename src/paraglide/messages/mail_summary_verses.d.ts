/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse learned," |
* | "other" | "{count} verses learned," |
*
* @param {Mail_Summary_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_verses: ((inputs: Mail_Summary_VersesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_VersesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_VersesInputs = {
    count: NonNullable<unknown>;
};
