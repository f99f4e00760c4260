/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_BadgesInputs */

const en_mail_summary_badges = /** @type {(inputs: Mail_Summary_BadgesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} badge,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} badges,`);
	return /** @type {LocalizedString} */ ("mail_summary_badges");
};

const es_mail_summary_badges = /** @type {(inputs: Mail_Summary_BadgesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} insignia,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} insignias,`);
	return /** @type {LocalizedString} */ ("mail_summary_badges");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} badge," |
* | "other" | "{count} badges," |
*
* @param {Mail_Summary_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_badges = /** @type {((inputs: Mail_Summary_BadgesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_BadgesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_badges(inputs)
	return en_mail_summary_badges(inputs)
});