/**
* | output |
* | --- |
* | "Nobody has learned with {childName}'s profile on {siteName} for a long time. We delete a child's profile and everything it saved after {months} months withou..." |
*
* @param {Mail_Retention_InactiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_inactive: ((inputs: Mail_Retention_InactiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Retention_InactiveInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Retention_InactiveInputs = {
    childName: NonNullable<unknown>;
    siteName: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
