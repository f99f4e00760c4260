/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Notice_Summary_Link_Unknown_TextInputs */

const en_site_notice_summary_link_unknown_text = /** @type {(inputs: Site_Notice_Summary_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That unsubscribe link is old or not one of ours, so nothing was changed. To stop the weekly summary, use the link in the latest summary, or sign in and turn it off on the Family page.`)
};

const es_site_notice_summary_link_unknown_text = /** @type {(inputs: Site_Notice_Summary_Link_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese enlace para cancelar es antiguo o no es nuestro, así que no se cambió nada. Para dejar de recibir el resumen semanal, usa el enlace del último resumen, o inicia sesión y desactívalo en la página de la familia.`)
};

/**
* | output |
* | --- |
* | "That unsubscribe link is old or not one of ours, so nothing was changed. To stop the weekly summary, use the link in the latest summary, or sign in and turn ..." |
*
* @param {Site_Notice_Summary_Link_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_summary_link_unknown_text = /** @type {((inputs?: Site_Notice_Summary_Link_Unknown_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Notice_Summary_Link_Unknown_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_notice_summary_link_unknown_text(inputs)
	return en_site_notice_summary_link_unknown_text(inputs)
});