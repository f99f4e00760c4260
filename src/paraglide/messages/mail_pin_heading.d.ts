/**
* | output |
* | --- |
* | "Your PIN was locked" |
*
* @param {Mail_Pin_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_heading: ((inputs?: Mail_Pin_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pin_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Pin_HeadingInputs = {};
