/**
* | output |
* | --- |
* | "{amount} from {email}: attached {time} by {admin}" |
*
* @param {Admin_Pay_Attached_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_attached_line: ((inputs: Admin_Pay_Attached_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_Attached_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_Attached_LineInputs = {
    amount: NonNullable<unknown>;
    email: NonNullable<unknown>;
    time: NonNullable<unknown>;
    admin: NonNullable<unknown>;
};
