/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Mail_Deleted_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_heading: ((inputs?: Mail_Deleted_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Deleted_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Deleted_HeadingInputs = {};
