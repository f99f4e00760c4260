/**
* | output |
* | --- |
* | "{child}, child of {name} ({email})" |
*
* @param {Admin_Sender_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sender_child: ((inputs: Admin_Sender_ChildInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sender_ChildInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sender_ChildInputs = {
    child: NonNullable<unknown>;
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
