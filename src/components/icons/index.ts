/**
 * The icons of the site, each drawn from the sprite (sprite-icon.tsx). Named as Tabler names them, so
 * a component reads as it would with @tabler/icons-react. This file is the list the sprite is built
 * from: add an icon here, then run `npm run icons:sprite`.
 */
import { spriteIcon } from './sprite-icon';

export type { Icon, IconProps } from './sprite-icon';

export const IconAlertTriangle = spriteIcon('alert-triangle');
export const IconArrowLeft = spriteIcon('arrow-left');
export const IconArrowRight = spriteIcon('arrow-right');
export const IconAward = spriteIcon('award');
export const IconBike = spriteIcon('bike');
export const IconBolt = spriteIcon('bolt');
export const IconBuilding = spriteIcon('building');
export const IconBuildingCastle = spriteIcon('building-castle');
export const IconBuildingCommunity = spriteIcon('building-community');
export const IconBuildingSkyscraper = spriteIcon('building-skyscraper');
export const IconBulldozer = spriteIcon('bulldozer');
export const IconCalendar = spriteIcon('calendar');
export const IconCertificate = spriteIcon('certificate');
export const IconChartBar = spriteIcon('chart-bar');
export const IconCheck = spriteIcon('check');
export const IconChevronDown = spriteIcon('chevron-down');
export const IconChevronLeft = spriteIcon('chevron-left');
export const IconChevronRight = spriteIcon('chevron-right');
export const IconCloudOff = spriteIcon('cloud-off');
export const IconCoin = spriteIcon('coin');
export const IconCoins = spriteIcon('coins');
export const IconCopy = spriteIcon('copy');
export const IconDiscount2 = spriteIcon('discount-2');
export const IconDownload = spriteIcon('download');
export const IconExternalLink = spriteIcon('external-link');
export const IconFileCertificate = spriteIcon('file-certificate');
export const IconFileDescription = spriteIcon('file-description');
export const IconFileText = spriteIcon('file-text');
export const IconGavel = spriteIcon('gavel');
export const IconHeart = spriteIcon('heart');
export const IconHeartFilled = spriteIcon('heart-filled');
export const IconHeartHandshake = spriteIcon('heart-handshake');
export const IconHistory = spriteIcon('history');
export const IconHome = spriteIcon('home');
export const IconKey = spriteIcon('key');
export const IconLayoutGrid = spriteIcon('layout-grid');
export const IconLeaf = spriteIcon('leaf');
export const IconLock = spriteIcon('lock');
export const IconMail = spriteIcon('mail');
export const IconMapPin = spriteIcon('map-pin');
export const IconMasksTheater = spriteIcon('masks-theater');
export const IconMessageCircle = spriteIcon('message-circle');
export const IconMessages = spriteIcon('messages');
export const IconPaint = spriteIcon('paint');
export const IconPhotoOff = spriteIcon('photo-off');
export const IconPlayerPause = spriteIcon('player-pause');
export const IconPlayerPlay = spriteIcon('player-play');
export const IconPresentation = spriteIcon('presentation');
export const IconPrinter = spriteIcon('printer');
export const IconQrcode = spriteIcon('qrcode');
export const IconQuote = spriteIcon('quote');
export const IconRuler2 = spriteIcon('ruler-2');
export const IconSchool = spriteIcon('school');
export const IconShare = spriteIcon('share');
export const IconShieldCheck = spriteIcon('shield-check');
export const IconShoppingBag = spriteIcon('shopping-bag');
export const IconSun = spriteIcon('sun');
export const IconTrain = spriteIcon('train');
export const IconTrees = spriteIcon('trees');
export const IconTrash = spriteIcon('trash');
export const IconUserX = spriteIcon('user-x');
export const IconX = spriteIcon('x');
