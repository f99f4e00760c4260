/**
* | output |
* | --- |
* | "A profile will be deleted soon" |
*
* @param {Mail_Retention_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_heading: ((inputs?: Mail_Retention_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Retention_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Retention_HeadingInputs = {};
