/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pending: NonNullable<unknown>, failed: NonNullable<unknown>, sent: NonNullable<unknown> }} Admin_Mail_CountsInputs */

const en_admin_mail_counts = /** @type {(inputs: Admin_Mail_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pending} waiting, ${i?.failed} failed, ${i?.sent} sent in the last 24 hours.`)
};

const es_admin_mail_counts = /** @type {(inputs: Admin_Mail_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pending} en espera, ${i?.failed} fallidos, ${i?.sent} enviados en las últimas 24 horas.`)
};

/**
* | output |
* | --- |
* | "{pending} waiting, {failed} failed, {sent} sent in the last 24 hours." |
*
* @param {Admin_Mail_CountsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_counts = /** @type {((inputs: Admin_Mail_CountsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_CountsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_counts(inputs)
	return en_admin_mail_counts(inputs)
});