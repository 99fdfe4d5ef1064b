import { PAYER_REFUND_CLAIM_DAYS } from '../../contract/payerRefunds';
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '../../contract/webhooks';
import { utcMinute, type SandboxMessages } from './en';

/** The sandbox's words in Turkish (issue 30); no suffix is glued to a value, whose last vowel is unknown. */
export const tr: SandboxMessages = {
  mail: {
    signInCode: 'giriş kodunuz',
    verificationCode: 'doğrulama kodunuz',
    codeSubject: (what) => `${what.charAt(0).toLocaleUpperCase('tr')}${what.slice(1)}`,
    codeTextSubject: (what) => `SMS: ${what}`,
    codeText: (what, code) => `${what.charAt(0).toLocaleUpperCase('tr')}${what.slice(1)}: ${code}. 5 dakika geçerlidir. Bunu siz istemediyseniz şifrenizi değiştirin.`,
    resetSubject: 'Şifrenizi sıfırlayın',
    resetText: (link) => `Yeni bir şifre belirlemek için bu bağlantıyı 30 dakika içinde açın: ${link}\nBunu siz istemediyseniz bu iletiyi yok sayın.`,
    emailChangedSubject: 'Giriş e-postanız değiştirildi',
    emailChangedText: (name, from, to) =>
      `Merhaba ${name},\n\nEkibinizden bir yönetici, giriş yaptığınız e-posta adresini değiştirdi. Eski adres: ${from}, yeni adres: ${to}. ` +
      'Oturumunuz kapatıldı. Bunu beklemiyorsanız hemen hesap sahibiyle iletişime geçin.',
    frequency: { daily: 'günlük', weekly: 'haftalık', monthly: 'aylık' },
    reportSubject: (frequency, period) => `Hesap özetiniz (${frequency}): ${period}`,
    reportText: (frequency, count, filename, timeZone) =>
      `${count} işlemi içeren ${frequency} hesap özetiniz ektedir (${filename}, saatler ${timeZone} saat dilimine göre).\n\nBu zamanlama, paneldeki Raporlar bölümünden yönetilir.`,
    alertTitles: {
      'New deposit': 'Yeni yatırma',
      'Deposit confirmed': 'Yatırma onaylandı',
      'Refund confirmed': 'İade onaylandı',
      'Payout completed': 'Çekim tamamlandı',
      'Payout rejected': 'Çekim reddedildi',
      'Payout failed': 'Çekim başarısız',
      'Payout approved': 'Çekim onaylandı',
      'Payout requested': 'Çekim talep edildi',
      'Payout awaiting your approval': 'Onayınızı bekleyen çekim',
      'Payout address added': 'Çekim adresi eklendi',
      'Payout address removed': 'Çekim adresi kaldırıldı',
      'Complaint closed': 'Şikayet kapatıldı',
      'Complaint updated': 'Şikayet güncellendi',
      'Webhook endpoint paused': 'Webhook uç noktası duraklatıldı',
      'New sign-in to your account': 'Hesabınıza yeni giriş',
      'Password changed': 'Şifre değiştirildi',
      'Two-factor authentication turned off': 'İki faktörlü doğrulama kapatıldı',
    },
    alertText: (title, details) => `${title}\n\n${details}\n\nHangi uyarıları e-postayla alacağınızı Ayarlar > Bildirimler bölümünden seçin.`,
    alerts: {
      newDeposit: (amount, network) => `Ödeme bekleyen para yatırma: ${amount} USDT, ağ: ${network}.`,
      depositConfirmed: (total, network, more, asked, outcome) => {
        const received = more ? `${more} USDT daha alındı (ağ: ${network}), toplam: ${total}` : `${total} USDT alındı (ağ: ${network})`;
        return outcome === 'exact' ? `${received}.` : `${received}; istenen: ${asked} USDT (${outcome === 'overpaid' ? 'fazla ödeme' : 'eksik ödeme'}).`;
      },
      refundConfirmed: (amount, network) => `İade zincirde onaylandı: ${amount} USDT, ağ: ${network}.`,
      payoutCompleted: (amount, network) => `Ödemeniz gönderildi: ${amount} USDT, ağ: ${network}.`,
      payoutRejected: (amount) => `Ödemeniz reddedildi: ${amount} USDT. Yönetici notlarına bakın.`,
      payoutFailed: (amount, network) => `Ödemeniz başarısız oldu: ${amount} USDT, ağ: ${network}. Yönetici notlarına bakın.`,
      payoutRequested: (amount, network, address) => `Ödeme beklemede: ${amount} ${network}, alıcı adres: ${address}.`,
      complaintClosed: (title, status) => `Ödeme sonuçlanınca şikâyet ağ geçidi tarafından ${status === 'resolved' ? 'çözüldü' : 'reddedildi'}: "${title}".`,
      complaintUpdated: (title, status, by) => `Şikâyet ${status === 'resolved' ? 'çözüldü' : 'reddedildi'}: "${title}". İşlemi yapan: ${by}.`,
      approvalAsked: (by, amount, network, address) => `Ödeme talebi: ${amount} ${network}, alıcı adres: ${address}. Talep eden: ${by}. Ödeme ancak ikinci bir kişi onaylayınca gönderilir.`,
      approvalApproved: (amount, network, address, by) => `Ödemeniz onaylandı: ${amount} ${network}, alıcı adres: ${address}. Onaylayan: ${by}.`,
      approvalRejected: (amount, network, address, by, reason) => `Ödemeniz reddedildi: ${amount} ${network}, alıcı adres: ${address}. Reddeden: ${by}. Gerekçe: ${reason}`,
      addressAdded: (by, label, address, network, activeFrom) =>
        `Ödeme adres defterine eklendi: "${label}", ${address} (${network}). Ekleyen: ${by}. ` +
        (activeFrom ? `Bekleme süresi bitince ödeme yapılabilir: ${activeFrom} (UTC).` : 'Hemen ödeme yapılabilir (ödeme politikasında bekleme süresi yok).') +
        ' Bunu beklemiyorduysanız adresi kaldırın ve ekibinizin erişimlerini gözden geçirin.',
      addressRemoved: (by, label, address, network) => `Ödeme adres defterinden kaldırıldı: "${label}", ${address} (${network}). Kaldıran: ${by}.`,
      webhookPaused: (url) =>
        `Teslimatlar üst üste ${WEBHOOK_PAUSE_AFTER_FAILURES} kez başarısız oldu (${url}), bu yüzden uç nokta duraklatıldı ve kuyruktaki teslimatlar iptal edildi. Alıcıyı düzeltin, uç noktayı yeniden etkinleştirin ve gerekenleri teslimat günlüğünden yeniden gönderin.`,
      passwordChanged: () => 'Hesabınızın şifresi değiştirildi ve diğer oturumlarınız kapatıldı. Bu siz değilseniz şifrenizi hemen sıfırlayın.',
      twoFactorDisabled: () => 'Hesabınız için iki faktörlü doğrulama kapatıldı. Bu siz değilseniz şifrenizi değiştirin ve doğrulamayı yeniden açın.',
      newSignIn: (browser, ip, at) =>
        `Hesabınıza yeni bir tarayıcıdan giriş yapıldı: ${browser}, adres: ${ip ?? 'bilinmiyor'}, zaman: ${utcMinute(at)}. ` +
        'Bu sizseniz yapmanız gereken bir şey yok. Değilseniz şifrenizi hemen değiştirin ve o oturumu Ayarlar › Güvenlik › Oturumlar bölümünden kapatın.',
    },
  },
  pay: {
    awaiting: (amount) => `Aşağıdaki adrese tam olarak ${amount} USDT gönderin.`,
    partial: (received, amount, remaining) => `Kısmen ödendi: ${received} / ${amount} alındı; kalan tutarı (${remaining}) gönderin`,
    expired: 'Bu ödeme bağlantısının süresi doldu. Satıcıdan yeni bir bağlantı isteyin.',
    partialExpired: (received, amount, remaining) =>
      `Kısmen ödendi: ${received} / ${amount} alındı. Bu ödeme bağlantısının süresi doldu: kalan tutar (${remaining}) için satıcıdan yeni bir bağlantı isteyin.`,
    paid: (amount) => `Ödeme alındı: ${amount} USDT. Teşekkürler.`,
    overpaid: (received, amount, extra) => `Fazla ödendi: ${received} / ${amount} alındı, istenenden ${extra} fazla. Fark için satıcıyla iletişime geçin.`,
    processing: 'Ödeme görüldü. Ağın onaylaması bekleniyor.',
    closed: (status) => `Bu ödeme bağlantısı kapalı (${status}). Bu adrese hiçbir şey göndermeyin; satıcıdan yeni bir bağlantı isteyin.`,
    notFoundTitle: 'Ödeme bağlantısı bulunamadı',
    notFound: 'Bu ödeme bağlantısı mevcut değil. Adresi kontrol edin veya satıcıdan yeni bir bağlantı isteyin.',
    sendInstruction: (amount, network) => `Bu adrese ${network} ağında tam olarak ${amount} USDT gönderin.`,
    copyAddress: 'Adresi kopyala',
    copyAmount: 'Tutarı kopyala',
    copied: 'Kopyalandı',
    qrTitle: 'Ödeme talebinin QR kodu',
    pageTitle: (amount, merchant) => `${merchant}: ${amount} USDT ödeme`,
    heading: (amount) => `${amount} USDT ödeme`,
    payment: 'Ödeme',
    amountToSend: 'Gönderilecek tutar',
    network: 'Ağ',
    address: 'Adres',
    timeLeft: 'Kalan süre',
    amount: 'Tutar',
    orderReference: 'Sipariş referansı',
    description: 'Açıklama',
  },
  claim: {
    notFoundTitle: 'İade bulunamadı',
    notFound: 'Bu iade bağlantısı mevcut değil. Size gönderilen bağlantıyı kontrol edin.',
    intro: (amount, network) => `Satıcı size ${network} ağında ${amount} USDT iade ediyor. İadenin gönderileceği adresi girin.`,
    addressLabel: (network) => `${network} adresiniz`,
    confirmLabel: 'Adresi onaylayın',
    mismatch: 'İki adres farklı: aynı adresi iki kez girin.',
    submit: 'İadeyi bu adrese gönder',
    awaiting_approval: 'Adres alındı: iade, satıcı onayladığında gönderilecek.',
    sending: 'Adres alındı: iade yolda.',
    sent: 'İade gönderildi.',
    rejected: 'Bu iade gönderilmedi. Satıcıyla iletişime geçin.',
    expired: `Bu iade bağlantısının süresi doldu: iade ${PAYER_REFUND_CLAIM_DAYS} gün içinde talep edilebiliyordu. Satıcıdan yeni bir bağlantı isteyin.`,
    pageTitle: (amount, merchant) => `${merchant}: ${amount} USDT iade`,
    heading: (amount) => `${amount} USDT iade`,
    hint: (network) => (network === 'USDT-TRC20' ? 'Adres bir TRC20 adresi olmalıdır: T ile başlayan 34 karakter ve geçerli bir sağlama toplamı.' : 'Adres bir ERC20 adresi olmalıdır: 0x ve ardından 40 onaltılık karakter; büyük ve küçük harf karışıksa geçerli bir EIP-55 sağlama toplamı.'),
    form: 'İade adresi',
    required: 'Bu alan zorunludur.',
    fix: 'İşaretli alanı kontrol edin.',
    offline: 'İade sunucuya gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    refund: 'İade',
    network: 'Ağ',
    payment: 'Ödeme',
    paymentAmount: 'Ödeme tutarı',
    paidOn: 'Ödeme tarihi',
    address: 'Adres',
    claimBy: 'Son talep tarihi',
  },
};
