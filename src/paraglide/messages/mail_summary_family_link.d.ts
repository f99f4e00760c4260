/**
* | output |
* | --- |
* | "You can see more on your Family page: {link}" |
*
* @param {Mail_Summary_Family_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_family_link: ((inputs: Mail_Summary_Family_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_Family_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_Family_LinkInputs = {
    link: NonNullable<unknown>;
};
