/**
* | output |
* | --- |
* | "Privacy question" |
*
* @param {Site_Privacy_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_contact_subject: ((inputs?: Site_Privacy_Contact_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Contact_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Contact_SubjectInputs = {};
