/**
* | output |
* | --- |
* | "Questions about your data? Write to the owner of {siteName} at" |
*
* @param {Site_Privacy_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_contact_text: ((inputs: Site_Privacy_Contact_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Contact_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Contact_TextInputs = {
    siteName: NonNullable<unknown>;
};
