/**
* | output |
* | --- |
* | "{name} ({email})" |
*
* @param {Admin_SenderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sender: ((inputs: Admin_SenderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SenderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_SenderInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
