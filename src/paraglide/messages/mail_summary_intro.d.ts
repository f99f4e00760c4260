/**
* | output |
* | --- |
* | "Here is what your children learned on {siteName} this week." |
*
* @param {Mail_Summary_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_intro: ((inputs: Mail_Summary_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_IntroInputs = {
    siteName: NonNullable<unknown>;
};
