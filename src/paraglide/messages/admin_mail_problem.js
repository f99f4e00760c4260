/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown>, recipient: NonNullable<unknown>, attempts: NonNullable<unknown>, time: NonNullable<unknown> }} Admin_Mail_ProblemInputs */

const en_admin_mail_problem = /** @type {(inputs: Admin_Mail_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} to ${i?.recipient} (${i?.attempts}, last ${i?.time})`)
};

const es_admin_mail_problem = /** @type {(inputs: Admin_Mail_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} a ${i?.recipient} (${i?.attempts}, último el ${i?.time})`)
};

/**
* | output |
* | --- |
* | "{subject} to {recipient} ({attempts}, last {time})" |
*
* @param {Admin_Mail_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_problem = /** @type {((inputs: Admin_Mail_ProblemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_ProblemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_problem(inputs)
	return en_admin_mail_problem(inputs)
});