/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Mail_AttemptsInputs */

const en_admin_mail_attempts = /** @type {(inputs: Admin_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} attempt`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} attempts`);
	return /** @type {LocalizedString} */ ("admin_mail_attempts");
};

const es_admin_mail_attempts = /** @type {(inputs: Admin_Mail_AttemptsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} intento`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} intentos`);
	return /** @type {LocalizedString} */ ("admin_mail_attempts");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} attempt" |
* | "other" | "{count} attempts" |
*
* @param {Admin_Mail_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_mail_attempts = /** @type {((inputs: Admin_Mail_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mail_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_mail_attempts(inputs)
	return en_admin_mail_attempts(inputs)
});