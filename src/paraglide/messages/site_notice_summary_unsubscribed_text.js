/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Summary_Unsubscribed_TextInputs */

const en_site_notice_summary_unsubscribed_text = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get no more weekly summaries. You can turn them on again on the Family page.`)
};

const es_site_notice_summary_unsubscribed_text = /** @type {(inputs: Site_Notice_Summary_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no recibirás los resúmenes semanales. Puedes volver a activarlos en la página de la familia.`)
};

/**
* | output |
* | --- |
* | "You will get no more weekly summaries. You can turn them on again on the Family page." |
*
* @param {Site_Notice_Summary_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_unsubscribed_text = /** @type {((inputs?: Site_Notice_Summary_Unsubscribed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Summary_Unsubscribed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_summary_unsubscribed_text(inputs)
	return en_site_notice_summary_unsubscribed_text(inputs)
});