/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Summary_Unsubscribed_TitleInputs */

const en_site_notice_summary_unsubscribed_title = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

const es_site_notice_summary_unsubscribed_title = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción cancelada`)
};

/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Site_Notice_Summary_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_unsubscribed_title = /** @type {((inputs?: Site_Notice_Summary_Unsubscribed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Summary_Unsubscribed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_summary_unsubscribed_title(inputs)
	return en_site_notice_summary_unsubscribed_title(inputs)
});