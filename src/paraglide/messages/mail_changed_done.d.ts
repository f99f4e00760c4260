/**
* | output |
* | --- |
* | "The password of your {siteName} account was just changed, and every other signed-in device was signed out." |
*
* @param {Mail_Changed_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_done: ((inputs: Mail_Changed_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Changed_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Changed_DoneInputs = {
    siteName: NonNullable<unknown>;
};
